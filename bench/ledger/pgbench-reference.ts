import { loadavg } from 'node:os';
import {
  backendPids,
  cpuMsOf,
  databaseUrl,
  databaseWork,
  workPerUnit,
  type DatabaseWork,
  type WorkPerUnit,
} from './bench-support';
import { runPgbench, type PgbenchOptions } from './run-pgbench';

/** CPU (ms) each of these processes used so far. */
export function cpuByPid(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuMsOf([pid])]));
}

/** CPU used since `before` by the backends of `database` (those that connected meanwhile: all of theirs). */
export async function backendCpuSince(database: string, before: Map<number, number>): Promise<number> {
  const now = await backendPids(database);
  let used = 0;
  for (const pid of new Set([...before.keys(), ...now])) used += cpuMsOf([pid]) - (before.get(pid) ?? 0);
  return used;
}

export interface PgbenchRun {
  scale: number;
  tps: number;
  /** Its backends' CPU over the middle of its run. */
  cpuMsPerTransaction: number;
  /** PostgreSQL's counts for pgbench's database per TPC-B transaction (pg_stat_database, pg_stat_wal). */
  perTransaction: WorkPerUnit;
}

/**
 * pgbench's TPC-B at `scale` on its own scratch database, with the benchmark's clients and seconds: its TPS,
 * its backends' CPU and PostgreSQL's counts per transaction. The reference of the ledger's benchmarks: at
 * scale 32 for 32 clients (docs/decisions/067).
 */
export async function measurePgbench(
  database: string,
  scale: number,
  clients: number,
  seconds: number,
): Promise<PgbenchRun> {
  console.log(`pgbench: -s ${scale} -c ${clients} -j 2 -T ${seconds} (load ${loadavg()[0]!.toFixed(1)})`);
  return { scale, ...(await measurePgbenchRun(database, clients, seconds, { scale })) };
}

/** A pgbench run (`options` as runPgbench's) with its backends' CPU and PostgreSQL's counts per transaction. */
export async function measurePgbenchRun(
  database: string,
  clients: number,
  seconds: number,
  options: Omit<PgbenchOptions, 'initialised'>,
): Promise<Omit<PgbenchRun, 'scale'>> {
  // pgbench's backends' CPU over the middle of its run: from 3 s after its tables are made (its connections
  // are made then) to 2 s before its end.
  let workBefore: DatabaseWork | undefined;
  let markInitialised = () => {};
  const initialised = new Promise<void>((resolve) => (markInitialised = resolve));
  const running = runPgbench(databaseUrl(database), clients, seconds, {
    ...options,
    initialised: async () => {
      workBefore = await databaseWork(database);
      markInitialised();
    },
  });
  const sleep = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait * 1000));
  await Promise.race([initialised, running]);
  await sleep(3);
  const before = cpuByPid(await backendPids(database));
  const windowStart = Date.now();
  await sleep(seconds - 5);
  const cpu = await backendCpuSince(database, before);
  const windowSeconds = (Date.now() - windowStart) / 1000;
  const pgbench = await running;
  const cpuMsPerTransaction = Number((cpu / (pgbench.tps * windowSeconds)).toFixed(3));
  const work = await databaseWork(database);
  const perTransaction = workPerUnit(workBefore!, work, pgbench.transactions);
  console.log(`  pgbench: ${pgbench.tps} TPS, its backends' CPU ${cpuMsPerTransaction} ms per transaction`);
  return { tps: pgbench.tps, cpuMsPerTransaction, perTransaction };
}
