import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client';
import { checkLedgerInvariant } from '../../apps/api/src/db/invariants';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { seedDemoRegistry } from '../../apps/api/src/db/seed';
import { API_POOL_SIZE, databaseUrl, freePort, onServer, repositoryRoot, startApi, stopApi } from './bench-support';
import { prepareLedger } from './prepare-ledger';
import { runPgbench } from './run-pgbench';
import { runTransferLoad, type LoadResult } from './transfer-load';

// The ledger benchmark: transfers completed per second through the real API (initiate + sign, 32 clients,
// ~20 s) beside pgbench's TPC-B on the same PostgreSQL server in the same run. Only 127.0.0.1.

const CLIENTS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARM_UP_SECONDS = 3;
const BLOCKS_PER_CLIENT = 600;

function markdownOf(result: {
  at: string;
  load: LoadResult;
  pgbenchTps: number;
  ratio: number;
  clients: number;
  poolSize: string;
}): string {
  const { load } = result;
  return `# Ledger benchmark (${result.at})

| | |
|---|---|
| Transfers completed per second (initiate + sign, ${result.clients} clients, trusted receiver) | **${load.transfersPerSecond}** |
| pgbench TPC-B TPS (-c ${result.clients} -j 2, same server, same run) | **${result.pgbenchTps}** |
| Ratio | **${result.ratio}** |
| Completed / failed | ${load.completed} / ${load.failed} |
| Initiate latency p50 / p95 / p99 (ms) | ${load.initiateMs.p50} / ${load.initiateMs.p95} / ${load.initiateMs.p99} |
| Sign latency p50 / p95 / p99 (ms) | ${load.signMs.p50} / ${load.signMs.p95} / ${load.signMs.p99} |
| API pool size | ${result.poolSize} |

Each transfer is two HTTP calls (POST /api/units/{id}/transfer, POST /api/actions/{id}/sign) by two users, each
authenticated, idempotent (Idempotency-Key) and one transaction with the block locked; the signature completes
it (supersede + 2 children) and appends its events to the hash chain. The ledger invariant is checked after the run.
`;
}

async function main(): Promise<void> {
  const suffix = randomBytes(4).toString('hex');
  const ledgerDb = `safc_bench_${suffix}`;
  const pgbenchDb = `safc_pgbench_${suffix}`;
  await onServer(`create database ${ledgerDb}`);
  await onServer(`create database ${pgbenchDb}`);
  let api: ChildProcess | undefined;
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(ledgerDb).toString() });
    await migrateDatabase(database);
    await seedDemoRegistry(database.db);
    const ledger = await prepareLedger(database.db, CLIENTS, BLOCKS_PER_CLIENT);
    const port = await freePort();
    api = await startApi(databaseUrl(ledgerDb), port);
    const base = `http://127.0.0.1:${port}`;

    // A short warm-up first: the first calls of a fresh process compile schemas and fill the pool.
    await runTransferLoad(base, ledger, WARM_UP_SECONDS);
    console.log(`ledger: ${CLIENTS} clients for ${SECONDS} s against ${base}`);
    const load = await runTransferLoad(base, ledger, SECONDS);
    await stopApi(api);
    api = undefined;
    const violations = await checkLedgerInvariant(database.db);
    await database.close();
    if (violations.length > 0)
      throw new Error(`ledger invariant broken: ${JSON.stringify(violations.slice(0, 5))}`);

    console.log(`pgbench: -c ${CLIENTS} -j 2 -T ${SECONDS}`);
    const pgbench = await runPgbench(databaseUrl(pgbenchDb), CLIENTS, SECONDS);
    const ratio = Number((load.transfersPerSecond / pgbench.tps).toFixed(3));
    const at = new Date().toISOString();
    const result = {
      at,
      clients: CLIENTS,
      seconds: SECONDS,
      poolSize: API_POOL_SIZE,
      load,
      pgbenchTps: pgbench.tps,
      ratio,
    };
    const folder = path.join(repositoryRoot, 'bench/results');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'ledger.json'), `${JSON.stringify(result, null, 2)}\n`);
    await writeFile(path.join(folder, 'ledger.md'), markdownOf(result));
    console.log(JSON.stringify(result, null, 2));
  } finally {
    if (api) await stopApi(api);
    await onServer(`drop database if exists ${ledgerDb} with (force)`).catch(() => undefined);
    await onServer(`drop database if exists ${pgbenchDb} with (force)`).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
