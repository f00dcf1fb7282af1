import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client';
import { checkLedgerInvariant } from '../../apps/api/src/db/invariants';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { seedDemoRegistry } from '../../apps/api/src/db/seed';
import { sql } from 'drizzle-orm';
import {
  API_NODE_FLAGS,
  API_POOL_SIZE,
  backendPids,
  backlogOf,
  type Backlog,
  counterModule,
  countsOf,
  cpuMsOf,
  databaseWork,
  workPerUnit,
  type WorkPerUnit,
  processTree,
  databaseUrl,
  freePort,
  onServer,
  socketDirectory,
  startApi,
  DATA_PARENT,
  stopApi,
} from './bench-support';
import { prepareLedger, type BenchLedger } from './prepare-ledger';
import { backendCpuSince, cpuByPid, measurePgbench, type PgbenchRun } from './pgbench-reference';
import { writeResults } from './scratch-registry';
import { runTransferLoad, type LoadResult } from './transfer-load';
import { positiveFromEnv } from '../env';

// The ledger benchmark: transfers completed per second through the real API (initiate + sign, 32 clients,
// ~20 s) with 1, 2 and N API processes, beside pgbench's TPC-B on the same PostgreSQL server in the same run.
// Only 127.0.0.1.

const CLIENTS = 32;
const SECONDS = positiveFromEnv('BENCH_SECONDS', 20);
const WARM_UP_SECONDS = positiveFromEnv('BENCH_WARM_UP_SECONDS', 10);
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,3').split(',').map(Number);
/**
 * pgbench's scale factor for the reference: the clients, as pgbench's documentation asks of a TPC-B run (at
 * scale 1 its 32 clients queue on one branch row: 1,100-1,200 TPS where scale 32 made 3,060 on 2026-11-28,
 * docs/decisions/067). BENCH_PGBENCH_SCALE sets another.
 */
const PGBENCH_SCALE = positiveFromEnv('BENCH_PGBENCH_SCALE', CLIENTS);
// Every run spends fresh blocks: enough for all of them at several hundred transfers per second.
const BLOCKS_PER_CLIENT = positiveFromEnv('BENCH_BLOCKS_PER_CLIENT', 1500);
/**
 * BENCH_SCHEMA_SQL: a file of SQL run on the ledger's database after the migrations, to measure what a schema
 * change would give before making it (an index dropped, a setting of a table); the results name the file.
 */
const SCHEMA_SQL = process.env.BENCH_SCHEMA_SQL;
/**
 * BENCH_BEFORE_BUNDLE: another build of the API (e.g. main's apps/api/dist/server.mjs, copied beside this one's
 * so that it finds the same files and node_modules), run before this checkout's at each process count against
 * the same database and the same pgbench: a change measured beside what it replaces, in one run.
 */
const BEFORE_BUNDLE = process.env.BENCH_BEFORE_BUNDLE;
/** The benchmark's databases are named PREFIX_bench_... and PREFIX_pgbench_... (a shared server). */
const DATABASE_PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'safc';

interface ProcessRun {
  /** Which API ran: this checkout's, or BENCH_BEFORE_BUNDLE's. */
  code: 'before' | 'this checkout';
  processes: number;
  load: LoadResult;
  /** Transfers/s to pgbench's TPC-B TPS at PGBENCH_SCALE. */
  ratio: number;
  /** The same to pgbench at scale 1, the reference of the runs before 2026-11-28. */
  ratioAtScale1: number;
  /**
   * PostgreSQL's CPU for a TPC-B transaction over its CPU for a transfer, both measured in this run: the ratio
   * the ledger could reach at most if PostgreSQL had the cores to itself and pgbench were held by its CPU too,
   * whatever the API cost (docs/decisions/073).
   */
  postgresCpuRatio: number;
  roundTripsPerTransfer: number;
  statementsPerTransfer: number;
  commitsPerTransfer: number;
  /** CPU (ms) per transfer of the measured load: the API processes, their PostgreSQL backends, the clients. */
  cpuMsPerTransfer: { api: number; postgres: number; clients: number };
  /** What PostgreSQL counted for the ledger's database per transfer (warm-up and load, background jobs too). */
  databasePerTransfer: WorkPerUnit;
  /** Events the background jobs had still to read when the load stopped (their CPU then not measured). */
  backlog: Backlog;
  loadAverage: string;
}

/** A run as measured, before pgbench's figures of the same run give it its ratios. */
type MeasuredRun = Omit<ProcessRun, 'ratio' | 'ratioAtScale1' | 'postgresCpuRatio'>;

async function runWithProcesses(
  url: URL,
  ledger: BenchLedger,
  processes: number,
  bundle?: string,
): Promise<MeasuredRun> {
  const countsDir = await mkdtemp(path.join(tmpdir(), 'safc-bench-counts-'));
  const port = await freePort();
  const workBefore = await databaseWork(url.pathname.slice(1));
  const env = { API_PROCESSES: String(processes), BENCH_COUNTS_DIR: countsDir };
  let api: ChildProcess | undefined = await startApi(
    url,
    port,
    ['--import', counterModule],
    env,
    undefined,
    bundle,
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    // A short warm-up first: the first calls of a fresh process compile schemas and fill the pool.
    const warmUp = await runTransferLoad(base, ledger, WARM_UP_SECONDS);
    const loadAverage = loadavg()[0]!.toFixed(1);
    console.log(
      `ledger (${bundle ? 'before' : 'this checkout'}): ${processes} API process(es), ${CLIENTS} clients for ${SECONDS} s (load ${loadAverage})`,
    );
    const database = url.pathname.slice(1);
    const apiPids = processTree(api.pid ?? 0);
    const apiCpuBefore = cpuMsOf(apiPids);
    const backendsBefore = cpuByPid(await backendPids(database));
    const clientsCpuBefore = process.cpuUsage();
    const load = await runTransferLoad(base, ledger, SECONDS);
    const clientsCpu = process.cpuUsage(clientsCpuBefore);
    const apiCpu = cpuMsOf(apiPids) - apiCpuBefore;
    const postgresCpu = await backendCpuSince(database, backendsBefore);
    const perTransfer = (ms: number) => Number((ms / Math.max(load.completed, 1)).toFixed(2));
    const cpuMsPerTransfer = {
      api: perTransfer(apiCpu),
      postgres: perTransfer(postgresCpu),
      clients: perTransfer((clientsCpu.user + clientsCpu.system) / 1000),
    };
    console.log(`  CPU ms per transfer: ${JSON.stringify(cpuMsPerTransfer)}`);
    const backlog = await backlogOf(url);
    console.log(`  events behind at the end: ${JSON.stringify(backlog)}`);
    await stopApi(api);
    api = undefined;
    const counts = await countsOf(countsDir);
    const transfers = warmUp.completed + load.completed;
    // The API's backends have ended (reporting their counts): the deltas are exact.
    const workAfter = await databaseWork(database);
    const databasePerTransfer = workPerUnit(workBefore, workAfter, transfers);
    console.log(
      `  ${load.transfersPerSecond} transfers/s, ${load.completed} completed, ${load.failed} failed, ` +
        `${(counts.roundTrips / transfers).toFixed(1)} round trips, ${(counts.statements / transfers).toFixed(1)} statements and ` +
        `${(counts.commits / transfers).toFixed(2)} commits per transfer`,
    );
    return {
      code: bundle ? 'before' : 'this checkout',
      processes,
      load,
      roundTripsPerTransfer: Number((counts.roundTrips / transfers).toFixed(1)),
      statementsPerTransfer: Number((counts.statements / transfers).toFixed(1)),
      commitsPerTransfer: Number((counts.commits / transfers).toFixed(2)),
      cpuMsPerTransfer,
      databasePerTransfer,
      backlog,
      loadAverage: `${loadAverage} -> ${loadavg()[0]!.toFixed(1)}`,
    };
  } finally {
    if (api) await stopApi(api);
    await rm(countsDir, { recursive: true, force: true });
  }
}

function markdownOf(result: {
  at: string;
  runs: ProcessRun[];
  pgbench: PgbenchRun;
  pgbenchAtScale1: PgbenchRun;
  clients: number;
  poolSize: string;
  cores: number;
  settings: Record<string, string>;
  transport: string;
  dataParent: string;
  variant: string[];
  before?: string;
}): string {
  const rows = result.runs
    .map(
      (run) =>
        `| ${run.code} | ${run.processes} | **${run.load.transfersPerSecond}** | **${run.ratio}** | ${run.ratioAtScale1} | ${run.postgresCpuRatio} | ${run.load.completed} / ${run.load.failed} | ${run.roundTripsPerTransfer} | ${run.statementsPerTransfer} | ${run.commitsPerTransfer} | ${run.load.initiateMs.p50} / ${run.load.initiateMs.p95} / ${run.load.initiateMs.p99} | ${run.load.signMs.p50} / ${run.load.signMs.p95} / ${run.load.signMs.p99} | ${run.cpuMsPerTransfer.api} / ${run.cpuMsPerTransfer.postgres} / ${run.cpuMsPerTransfer.clients} | ${run.databasePerTransfer.buffers} / ${run.databasePerTransfer.rowsWritten} / ${run.databasePerTransfer.walRecords} / ${run.databasePerTransfer.walKb} | ${run.backlog.notifier} / ${run.backlog.publisher} / ${run.backlog.unsealed} | ${run.loadAverage} |`,
    )
    .join('\n');
  const settings = Object.entries(result.settings)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  return `# Ledger benchmark (${result.at})

pgbench TPC-B (-s ${result.pgbench.scale} -c ${result.clients} -j 2, same server, same run): **${result.pgbench.tps} TPS**, its
backends using ${result.pgbench.cpuMsPerTransaction} ms of CPU per transaction, ${result.pgbench.perTransaction.buffers} shared buffers,
${result.pgbench.perTransaction.rowsWritten} rows written, ${result.pgbench.perTransaction.walRecords} WAL records and ${result.pgbench.perTransaction.walKb} KB of WAL per transaction
(pg_stat_database, pg_stat_wal). At scale 1, the reference of the runs
before 2026-11-28, where its ${result.clients} clients queue on one branch row (docs/decisions/067): ${result.pgbenchAtScale1.tps} TPS,
${result.pgbenchAtScale1.cpuMsPerTransaction} ms of CPU per transaction. Machine: ${result.cores}
cores, shared with the API, PostgreSQL and the load generator. API pool: ${result.poolSize} connections per
process. PostgreSQL: ${settings}; reached by the API and pgbench alike over ${result.transport}. The API's
DATA_DIR (the development mailer writes each transfer's mail there as two files): under ${result.dataParent}.${
    result.variant.length > 0 ? `\n**Not the registry as shipped:** ${result.variant.join('; ')}.` : ''
  }${
    result.before
      ? `\nAPI "before": ${result.before}, run just before this checkout's at each process count.`
      : ''
  }

| API | API processes | Transfers/s | Ratio to pgbench | Ratio to pgbench at scale 1 | PostgreSQL's CPU: a TPC-B transaction / a transfer | Completed / failed | Round trips per transfer | Statements per transfer | Commits per transfer | Initiate p50 / p95 / p99 (ms) | Sign p50 / p95 / p99 (ms) | CPU ms per transfer: API / PostgreSQL / clients | Buffers / rows written / WAL records / WAL KB per transfer | Events behind at the end: notifier / publisher / unsealed | Load average (start -> end) |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows}

Each transfer is two HTTP calls (POST /api/units/{id}/transfer, POST /api/actions/{id}/sign) by two users, each
authenticated, idempotent (Idempotency-Key: the work and the key with its answer in one transaction) and locking the block;
the signature completes it (supersede + 2 children) and its events are sealed into the hash chain before the
answer. Round trips (queries sent), statements (BEGIN, SAVEPOINT and COMMIT included; a simple query may carry
several) and commits are counted in the API processes (the background jobs' too) over all transfers they
completed. CPU is read from /proc over the measured seconds: the API processes, the PostgreSQL backends
serving their connections (the server's WAL writer and checkpointer are not counted, for pgbench neither) and
the load generator's 32 clients; it depends far less on the machine's load than transfers/s do. PostgreSQL's
CPU for a TPC-B transaction over its CPU for a transfer is the ratio the ledger could reach at most with
PostgreSQL on cores of its own (the API and the clients elsewhere), as long as pgbench is held by its CPU
(docs/decisions/073). Buffers
(shared buffers hit or read) and rows written (inserted, updated, deleted) are PostgreSQL's own counts for the
ledger's database (pg_stat_database) over the warm-up and the load, per transfer, and for pgbench's database per
TPC-B transaction: they do not depend on the load at all. WAL records and kilobytes are the server's
(pg_stat_wal) over the same windows, in which nothing else runs: every record is built, checksummed and
flushed by the backend that writes it. Events behind: what the notifier and the public
log's publisher had still to read, and the seal to chain, when the load stopped; their work on those events
came after the measured seconds and is missing from the figures. The ledger invariant is checked after the runs.
`;
}

async function main(): Promise<void> {
  const suffix = randomBytes(4).toString('hex');
  const ledgerDb = `${DATABASE_PREFIX}_bench_${suffix}`;
  const pgbenchDb = `${DATABASE_PREFIX}_pgbench_${suffix}`;
  await onServer(`create database ${ledgerDb}`);
  await onServer(`create database ${pgbenchDb}`);
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(ledgerDb).toString() });
    await migrateDatabase(database);
    if (SCHEMA_SQL) await database.db.execute(sql.raw(await readFile(SCHEMA_SQL, 'utf8')));
    await seedDemoRegistry(database.db);
    const ledger = await prepareLedger(database.db, CLIENTS, BLOCKS_PER_CLIENT);
    const settings: Record<string, string> = {};
    for (const name of ['synchronous_commit', 'shared_buffers', 'max_connections', 'wal_level']) {
      const [row] = await queryRows<{ value: string }>(
        database.db,
        sql`select current_setting(${name}) as value`,
      );
      settings[name] = row?.value ?? '?';
    }

    // Closed while the API runs: its backends' counts of the seeding are then all in pg_stat_database.
    await database.close();

    const measured: MeasuredRun[] = [];
    for (const processes of PROCESS_COUNTS) {
      if (BEFORE_BUNDLE)
        measured.push(await runWithProcesses(databaseUrl(ledgerDb), ledger, processes, BEFORE_BUNDLE));
      measured.push(await runWithProcesses(databaseUrl(ledgerDb), ledger, processes));
    }
    const checking = await openDatabase({ databaseUrl: databaseUrl(ledgerDb).toString() });
    const violations = await checkLedgerInvariant(checking.db);
    await checking.close();
    if (violations.length > 0)
      throw new Error(`ledger invariant broken: ${JSON.stringify(violations.slice(0, 5))}`);

    const pgbench = await measurePgbench(pgbenchDb, PGBENCH_SCALE, CLIENTS, SECONDS);
    // The reference of the runs before 2026-11-28, kept beside the right one so the figures compare.
    const pgbenchAtScale1 =
      PGBENCH_SCALE === 1 ? pgbench : await measurePgbench(pgbenchDb, 1, CLIENTS, SECONDS);
    const runs = measured.map((run) => ({
      ...run,
      ratio: Number((run.load.transfersPerSecond / pgbench.tps).toFixed(3)),
      ratioAtScale1: Number((run.load.transfersPerSecond / pgbenchAtScale1.tps).toFixed(3)),
      postgresCpuRatio: Number((pgbench.cpuMsPerTransaction / run.cpuMsPerTransfer.postgres).toFixed(3)),
    }));
    const result = {
      at: new Date().toISOString(),
      clients: CLIENTS,
      seconds: SECONDS,
      poolSize: API_POOL_SIZE,
      cores: availableParallelism(),
      settings,
      transport: socketDirectory ? `the Unix socket in ${socketDirectory}` : 'TCP (127.0.0.1)',
      dataParent: DATA_PARENT,
      variant: [
        ...(API_NODE_FLAGS.length > 0 ? [`the API started with node ${API_NODE_FLAGS.join(' ')}`] : []),
        ...(SCHEMA_SQL ? [`the schema changed by ${path.basename(SCHEMA_SQL)} after the migrations`] : []),
      ],
      before: BEFORE_BUNDLE ? path.basename(BEFORE_BUNDLE) : undefined,
      pgbench,
      pgbenchAtScale1,
      runs,
    };
    await writeResults('ledger', result, markdownOf(result));
  } finally {
    await onServer(`drop database if exists ${ledgerDb} with (force)`).catch(() => undefined);
    await onServer(`drop database if exists ${pgbenchDb} with (force)`).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
