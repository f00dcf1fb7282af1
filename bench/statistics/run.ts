import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { STATISTICS_DIMENSIONS, UNIT_TYPES } from '@safc/domain';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { recountPublicStatistics } from '../../apps/api/src/services/public-log/refresh-public-statistics';
import {
  databaseUrl,
  freePort,
  freshDatabases,
  loadAverages,
  measureLoad,
  onServer,
  repositoryRoot,
  startApi,
  stopApi,
} from '../ledger/bench-support';
import { runPgbench } from '../ledger/run-pgbench';
import { positiveFromEnv } from '../env';

// The public statistics benchmark (issue 42, decision 113): 1,000,000 counted unit blocks in
// public_statistic_units (filled by SQL shaped as the publishing job writes them: 60 % claimed, two thirds
// SAFcA, 40 feedstocks, 7 processes, 3 tiers, 11 reduction bands, 60 producing and 40 claim countries, issued
// over four years), the sums made by the job's own recount, then 50 HTTP clients on keep-alive sockets asking
// GET /api/public/statistics/series with VARIED addresses (a random grouping, period and unit type per
// request) and with one repeated address, beside pgbench select-only in the same run. Its own databases
// (stats_bench, stats_bench_pgbench), dropped at the end. 127.0.0.1 only, bounded in time.

const ROWS = positiveFromEnv('BENCH_ROWS', 1_000_000);
const CLIENTS = 50;
const SECONDS = positiveFromEnv('BENCH_SECONDS', 8);
const TARGET_P95_MS = 20;
const DATABASE = 'stats_bench';
const PGBENCH_DATABASE = 'stats_bench_pgbench';
/** Another build of the API (e.g. main's apps/api/dist/server.mjs, copied aside), measured first in the same run. */
const BEFORE_BUNDLE = process.env.BENCH_BEFORE_BUNDLE;
/**
 * API processes on the port (API_PROCESSES), one measurement each: 1 as `npm start` runs by default, 2 as
 * production runs on this machine's 2 cores (one per core, docs/operations.md). BENCH_API_PROCESSES=1,2.
 */
const PROCESS_COUNTS = (process.env.BENCH_API_PROCESSES ?? '1,2').split(',').map(Number);

/** A random address: grouping, period (either end may be open) and unit type, over the data's four years. */
function randomAddress(base: string): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const month = () => {
    const index = Math.floor(Math.random() * 48);
    return `${2023 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  };
  const params = new URLSearchParams({ by: pick(STATISTICS_DIMENSIONS) });
  let [from, to] = [Math.random() < 0.8 ? month() : undefined, Math.random() < 0.8 ? month() : undefined];
  if (from && to && from > to) [from, to] = [to, from];
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const type = pick([...UNIT_TYPES, undefined]);
  if (type) params.set('type', type);
  return `${base}?${params}`;
}

const load = (next: () => string) => measureLoad(next, { seconds: SECONDS, clients: CLIENTS });
type LoadResult = Awaited<ReturnType<typeof load>>;

async function main() {
  const loadAtStart = loadAverages();
  const url = databaseUrl(DATABASE);
  const pgbenchUrl = databaseUrl(PGBENCH_DATABASE);
  await freshDatabases([DATABASE, PGBENCH_DATABASE]);
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(database);
    const fillStart = performance.now();
    await database.db.execute(sql`
      insert into public_statistic_units (block_id, unit_type, volume, co2_abated, issued_month, claimed_month,
                                          feedstock, process, tier, reduction_band, countries, claim_country)
      select gen_random_uuid(),
             (case when n % 3 = 0 then 'SAFcE' else 'SAFcA' end)::unit_type,
             ((n::bigint * 7919) % 500000) / 1000.0 + 0.5,
             ((n::bigint * 7919) % 500000) / 1000.0 * 3.2 + 1.6,
             date_trunc('month', issued)::date,
             case when n % 10 < 6 then date_trunc('month', issued + interval '30 days')::date end,
             'Feedstock ' || (n / 3 % 40),
             (array['hefa','atjIntegrated','atjStandalone','ft','hefaCoProcessed','sip','ptl'])[1 + n % 7],
             (array['A','B','C'])[1 + n % 3],
             (n % 11) * 10,
             array(select distinct chr(65 + ((n * k * 7) % 60) / 26) || chr(65 + ((n * k * 7) % 60) % 26)
                     from generate_series(1, 1 + n % 3) k),
             case when n % 10 < 6 then chr(65 + (n % 40) / 26) || chr(65 + (n % 40) % 26) end
        from (select n, timestamptz '2023-01-01' + (n::double precision / ${ROWS}) * interval '1460 days' as issued
                from generate_series(1, ${ROWS}) n) g`);
    const fillSeconds = (performance.now() - fillStart) / 1000;
    const recountStart = performance.now();
    await recountPublicStatistics(database.db);
    const recountSeconds = (performance.now() - recountStart) / 1000;
    await database.db.execute(sql`vacuum analyze public_statistics`);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from public_statistics`,
    );
    await database.close();
    console.log(
      `filled ${ROWS} blocks in ${fillSeconds.toFixed(1)} s, recount ${recountSeconds.toFixed(1)} s, ${count} sums`,
    );

    // This checkout's API, and BENCH_BEFORE_BUNDLE's (another build, e.g. main's) before it for a comparison in
    // the same run.
    const measured: { api: string; processes: number; varied: LoadResult; repeated: LoadResult }[] = [];
    const bundles = BEFORE_BUNDLE ? [BEFORE_BUNDLE, undefined] : [undefined];
    for (const processes of PROCESS_COUNTS)
      for (const bundle of bundles) {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}/api/public/statistics/series`;
        const env = { API_PROCESSES: String(processes) };
        const api = await startApi(url, port, [], env, repositoryRoot, bundle);
        try {
          const varied = await load(() => randomAddress(base));
          const repeated = await load(() => `${base}?by=month`);
          const name = bundle ? `before (${path.basename(bundle)})` : 'this checkout';
          measured.push({ api: name, processes, varied, repeated });
          console.log(measured.at(-1));
        } finally {
          await stopApi(api);
        }
      }
    const pgbench = await runPgbench(pgbenchUrl, CLIENTS, SECONDS, { args: ['-S'] });
    console.log('pgbench', pgbench.tps, pgbench.latencyMs);
    const ms = (value: number) => value.toFixed(1);
    const row = (api: string, processes: number, name: string, result: LoadResult) =>
      `| ${api} | ${processes} | ${name} | ${result.requests} (${result.distinct} distinct) | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${TARGET_P95_MS} | ${result.p95 <= TARGET_P95_MS ? 'yes' : 'no'} | ${result.errors} | ${(result.perSecond / pgbench.tps).toFixed(3)} |`;
    const lines = [
      '# Public statistics benchmark (issue 42)',
      '',
      `Run ${new Date().toISOString()} by \`npm run statistics -w @safc/bench\` on this project's 2-core machine: load`,
      `average at the start ${loadAtStart}, at the end ${loadAverages()}. PostgreSQL 15 on 127.0.0.1, the API`,
      `bundled as \`npm start\` runs it, with \`API_PROCESSES\` as the table says. ${ROWS.toLocaleString('en-US')} counted unit blocks in`,
      `public_statistic_units (SQL shaped as the publishing job writes them; see bench/statistics/run.ts for the mix),`,
      `filled in ${fillSeconds.toFixed(1)} s; the job's own recount (recountPublicStatistics) made ${count} sums from them`,
      `in ${recountSeconds.toFixed(1)} s. ${CLIENTS} clients on keep-alive sockets, ${SECONDS} s a scenario after a 1 s warm-up.`,
      '',
      `Reference: \`pgbench -S\` (select-only), ${CLIENTS} clients, ${SECONDS} s, same run: **${pgbench.tps.toFixed(0)} TPS**, latency average ${ms(pgbench.latencyMs)} ms.`,
      '',
      '| API | API processes | Scenario | Requests | Requests/s | p50 ms | p95 ms | Target p95 | Met | Errors | Requests/s ÷ pgbench TPS |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...measured.flatMap(({ api, processes, varied, repeated }) => [
        row(api, processes, 'Varied: a random grouping, period and unit type per request', varied),
        row(api, processes, "Repeated: by=month, the page's default (kept per publication)", repeated),
      ]),
      '',
      'Each process reads the sums once per publication and makes any series from them in memory (decision 133);',
      'an address already answered in this publication is served as it was serialised (decision 034), so the',
      'distinct count says how many were made rather than served from memory.',
      '',
    ];
    const file = path.join(repositoryRoot, 'bench/results/statistics.md');
    await writeFile(file, lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    for (const name of [DATABASE, PGBENCH_DATABASE]) await onServer(`drop database if exists ${name}`);
  }
}

await main();
