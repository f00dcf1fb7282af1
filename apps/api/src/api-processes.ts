import cluster from 'node:cluster';
import type { Logger } from 'pino';

const RESTART_DELAY_MS = 1_000;

/**
 * API_PROCESSES > 1: this (primary) process only forks that many registry processes, which share the port
 * through node:cluster and the database through PostgreSQL (nothing that matters is kept in memory, DESIGN
 * §10). Each starts as a single process would (migrations and the demo seed take advisory locks, so they
 * run once). A process that dies is replaced; SIGTERM or SIGINT stops them all, then the primary.
 */
export function startApiProcesses(count: number, logger: Logger): void {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'an API process ended; starting another');
    setTimeout(fork, RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, processes: count }, 'stopping the API processes');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  for (let started = 0; started < count; started += 1) fork();
  logger.info({ processes: count }, 'API processes started');
}
