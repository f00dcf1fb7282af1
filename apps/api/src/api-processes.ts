import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import { startMetricsServer } from './metrics/metrics-server';

const RESTART_DELAY_MS = 1_000;

/**
 * API_PROCESSES > 1: this (primary) process only forks that many registry processes, which share the port
 * through node:cluster and the database through PostgreSQL (nothing that matters is kept in memory, DESIGN
 * §10). Each starts as a single process would (migrations and the demo seed take advisory locks, so they
 * run once). A process that ends is replaced: one stopped on purpose (SIGTERM to its pid, decision 118) after
 * finishing its requests, one that died after a pause. SIGTERM or SIGINT to the primary stops them all, then
 * the primary. The primary serves the metrics of all of them on METRICS_PORT (decision 117).
 */
export async function startApiProcesses(
  config: Pick<AppConfig, 'apiProcesses' | 'metrics'>,
  logger: Logger,
): Promise<void> {
  const count = config.apiProcesses;
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (code === 0) {
      // Stopped on purpose (SIGTERM to this process): its successor starts at once.
      logger.info({ pid: worker.process.pid }, 'an API process stopped; starting another');
      fork();
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'an API process ended; starting another');
    setTimeout(fork, RESTART_DELAY_MS);
  });
  const aggregator = new AggregatorRegistry();
  const closeMetrics = await startMetricsServer(
    config.metrics,
    { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() },
    logger,
  );
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, processes: count }, 'stopping the API processes');
    void closeMetrics();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  for (let started = 0; started < count; started += 1) fork();
  logger.info({ processes: count }, 'API processes started');
}
