import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import { metricsOfTheApiProcesses } from './metrics/cluster-metrics';
import { startMetricsServer } from './metrics/metrics-server';
import { CLOSE_LISTENER, isStoppingMessage } from './stop-taking-connections';

const RESTART_DELAY_MS = 1_000;

/**
 * API_PROCESSES > 1: this (primary) process only forks that many registry processes, which share the port
 * through node:cluster and the database through PostgreSQL (nothing that matters is kept in memory, DESIGN
 * §10). Each starts as a single process would (migrations and the demo seed take advisory locks, so they
 * run once). A process stopped on purpose (SIGTERM to its pid, decisions 118 and 128) is replaced as soon as it
 * says it stops, and closes its listener once another process listens, so the port never refuses; one that
 * died is replaced after a pause. SIGTERM or SIGINT to the primary stops them all, then the primary. The
 * primary serves the metrics of all of them on METRICS_PORT (decisions 117 and 128).
 */
export async function startApiProcesses(
  config: Pick<AppConfig, 'apiProcesses' | 'metrics'>,
  logger: Logger,
): Promise<void> {
  const count = config.apiProcesses;
  let stopping = false;
  const fork = () => cluster.fork();
  /** Processes that listen and have not said they stop. */
  const listening = new Set<Worker>();
  /** Stopping processes that keep their listener until another process listens. */
  const waiting = new Set<Worker>();
  /** Stopping processes whose successor is started already. */
  const replaced = new Set<Worker>();
  const letTheWaitingClose = () => {
    if (listening.size === 0 && !stopping) return;
    for (const worker of waiting) if (worker.isConnected()) worker.send({ type: CLOSE_LISTENER });
    waiting.clear();
  };
  cluster.on('listening', (worker) => {
    listening.add(worker);
    letTheWaitingClose();
  });
  cluster.on('message', (worker, message: unknown) => {
    if (!isStoppingMessage(message)) return;
    listening.delete(worker);
    waiting.add(worker);
    if (!stopping) {
      logger.info({ pid: worker.process.pid }, 'an API process stops; starting its successor');
      replaced.add(worker);
      fork();
    }
    letTheWaitingClose();
  });
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker);
    waiting.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (replaced.delete(worker)) {
      logger.info({ pid: worker.process.pid, code }, 'an API process stopped');
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'an API process ended; starting another');
    setTimeout(fork, RESTART_DELAY_MS);
  });
  const closeMetrics = await startMetricsServer(config.metrics, metricsOfTheApiProcesses(), logger);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, processes: count }, 'stopping the API processes');
    void closeMetrics();
    letTheWaitingClose();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  for (let started = 0; started < count; started += 1) fork();
  logger.info({ processes: count }, 'API processes started');
}
