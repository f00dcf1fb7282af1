import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { encodeCursor } from '../../apps/api/src/services/public/list-cursor';
import { databaseUrl, freePort, onServer, repositoryRoot, startApi, stopApi } from '../ledger/bench-support';
import { runPgbench } from '../ledger/run-pgbench';
import { preparePublicUnits } from './prepare-public';

// The public registry benchmark (issue 10): 1,000,000 unit blocks in public_units on PostgreSQL, 50 concurrent
// HTTP clients on the list (first and deep cursor page, with and without filters) and the landing figures,
// the CSV and XLSX export of every row against `psql \copy` of the same rows, and pgbench select-only in the
// same run. Its own databases (safc_bench_public, safc_bench_public_pgbench), dropped at the end. 127.0.0.1 only.

const exec = promisify(execFile);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const DATABASE = 'safc_bench_public';
const PGBENCH_DATABASE = 'safc_bench_public_pgbench';
/** BENCH_ONLY=export: only the exports and `psql \copy`, printed (no list phase, no pgbench, no file written). */
const EXPORT_ONLY = process.env.BENCH_ONLY === 'export';
/** BENCH_ONLY=prepare (with BENCH_KEEP=1): only build (or find) the kept dataset, so a later run only measures. */
const PREPARE_ONLY = process.env.BENCH_ONLY === 'prepare';
/** BENCH_KEEP=1: reuse the database of an earlier BENCH_KEEP run when it holds ROWS units, and keep it after. */
const KEEP = process.env.BENCH_KEEP === '1';

interface Latencies {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** CLIENTS loops asking `url` for SECONDS after a one-second warm-up; latency of each answer read whole. */
async function load(url: string): Promise<Latencies> {
  const times: number[] = [];
  let errors = 0;
  const run = async (until: number, record: boolean) => {
    while (Date.now() < until) {
      const start = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
      if (record) times.push(performance.now() - start);
    }
  };
  const warm = Date.now() + 1000;
  await Promise.all(Array.from({ length: CLIENTS }, () => run(warm, false)));
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, () => run(end, true)));
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: times.length / SECONDS,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors,
  };
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/**
 * Downloads a whole export, counting bytes; rows per second over the whole answer. fetch asks for gzip (as a
 * browser does) unless `encoding` says otherwise, and decompresses as it reads.
 */
async function download(
  url: string,
  encoding?: string,
): Promise<{ seconds: number; bytes: number; rowsPerSecond: number }> {
  const start = performance.now();
  const response = await fetch(url, encoding ? { headers: { 'accept-encoding': encoding } } : {});
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - start) / 1000;
  return { seconds, bytes, rowsPerSecond: ROWS / seconds };
}

/** The reference: psql \copy of the same rows and columns the CSV export selects, to /dev/null. */
async function psqlCopy(url: URL): Promise<{ seconds: number; rowsPerSecond: number }> {
  const select = `select serial, unit_type::text, type_code, status::text, volume::text, co2_abated::text,
    to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD'), production_year::text, fuel_producer, feedstock,
    array_to_string(countries, ' '), scheme, to_char(retired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    from public_units order by serial`.replace(/\s+/g, ' ');
  const start = performance.now();
  await exec('psql', [url.toString(), '-q', '-c', `\\copy (${select}) to '/dev/null' with csv header`], {
    maxBuffer: 1 << 20,
  });
  const seconds = (performance.now() - start) / 1000;
  return { seconds, rowsPerSecond: ROWS / seconds };
}

const ms = (value: number) => value.toFixed(1);

/** How many units a database already holds (0 when it does not exist or has no public_units yet). */
async function unitsIn(url: URL): Promise<number> {
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    const result = await client.query<{ n: string }>('select count(*)::text as n from public_units');
    return Number(result.rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface ExportFigures {
  seconds: number;
  bytes: number;
  rowsPerSecond: number;
  idleRss: number;
  rss: number;
}

/**
 * Each export in a fresh API process, so that its peak RSS is the export's own and not the list phase's; the
 * process's peak after start-up (before the export) is measured beside it. The CSV twice: as a browser asks
 * for it (gzip) and uncompressed (what `psql \copy` sends), to show what compression costs.
 */
async function measureExports(url: URL, port: number, base: string) {
  const exportIn = async (format: 'csv' | 'xlsx', encoding?: string): Promise<ExportFigures> => {
    const fresh = await startApi(url, port);
    try {
      const idleRss = await peakRssMb(fresh.pid ?? 0);
      const result = await download(`${base}/units/export?format=${format}`, encoding);
      const rss = await peakRssMb(fresh.pid ?? 0);
      console.log(format, encoding ?? 'gzip', result, idleRss, rss);
      return { ...result, idleRss, rss };
    } finally {
      await stopApi(fresh);
    }
  };
  const csv = await exportIn('csv');
  const csvPlain = await exportIn('csv', 'identity');
  const copy = await psqlCopy(url);
  console.log('copy', copy);
  const xlsx = await exportIn('xlsx');
  return { csv, csvPlain, copy, xlsx };
}

function exportTable({ csv, csvPlain, copy, xlsx }: Awaited<ReturnType<typeof measureExports>>): string[] {
  const row = (name: string, figures: ExportFigures) =>
    `| ${name} | ${figures.seconds.toFixed(1)} | ${(figures.bytes / 1e6).toFixed(0)} | ${figures.rowsPerSecond.toFixed(0)} | ${(figures.rowsPerSecond / copy.rowsPerSecond).toFixed(2)} | ${figures.idleRss.toFixed(0)} / ${figures.rss.toFixed(0)} |`;
  return [
    '| Export of every row | Seconds | MB | Rows/s | ÷ `psql \\copy` rows/s | Fresh API peak RSS before / after (MB, VmHWM) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| \`psql \\copy\` (reference) | ${copy.seconds.toFixed(1)} | | ${copy.rowsPerSecond.toFixed(0)} | 1.00 | |`,
    row('CSV, gzip as a browser asks (target ≥ 0.5, RSS ≤ 300 MB)', csv),
    row('CSV, uncompressed (as `\\copy` sends it)', csvPlain),
    row('XLSX', xlsx),
  ];
}

async function main() {
  const loadAtStart = loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');
  const url = databaseUrl(DATABASE);
  const pgbenchUrl = databaseUrl(PGBENCH_DATABASE);
  const reuse = KEEP && (await unitsIn(url)) === ROWS;
  for (const name of reuse ? [PGBENCH_DATABASE] : [DATABASE, PGBENCH_DATABASE]) {
    await onServer(`drop database if exists ${name}`);
    await onServer(`create database ${name}`);
  }
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(database);
    const prepareStart = performance.now();
    if (!reuse) await preparePublicUnits(database.db, ROWS);
    const prepareSeconds = (performance.now() - prepareStart) / 1000;
    if (PREPARE_ONLY) {
      console.log(
        reuse
          ? `kept dataset of ${ROWS} units found`
          : `${ROWS} units prepared in ${prepareSeconds.toFixed(0)} s`,
      );
      await database.close();
      return;
    }
    // A deep page: the cursor of the row 90 % down the default sort, with and without filters.
    const deep = async (where: string) => {
      const [row] = await queryRows<{ key: string; serial: string }>(
        database.db,
        sql.raw(`select issued_at::text as key, serial from public_units ${where}
                  order by issued_at desc, serial desc offset (select count(*) * 9 / 10 from public_units ${where}) limit 1`),
      );
      if (!row) throw new Error('no deep row');
      return encodeURIComponent(encodeCursor({ sort: 'issued-desc', key: row.key, serial: row.serial }));
    };
    const filter = "status = 'retired' and scheme = 'SCHEME7'";
    const deepCursor = await deep('');
    const deepFilteredCursor = await deep(`where ${filter}`);
    await database.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/public`;
    if (EXPORT_ONLY) {
      console.log(
        `load average ${loadavg()
          .map((v) => v.toFixed(2))
          .join(', ')}`,
      );
      console.log(exportTable(await measureExports(url, port, base)).join('\n'));
      console.log(
        `load average ${loadavg()
          .map((v) => v.toFixed(2))
          .join(', ')}`,
      );
      return;
    }
    const api = await startApi(url, port);
    try {
      const scenarios: [string, string, number][] = [
        ['List, first page', `${base}/units`, 50],
        [
          'List, first page, filtered (claimed, one scheme)',
          `${base}/units?status=retired&scheme=SCHEME7`,
          50,
        ],
        ['List, deep cursor page (90 %)', `${base}/units?after=${deepCursor}`, 50],
        [
          'List, deep cursor page, filtered',
          `${base}/units?status=retired&scheme=SCHEME7&after=${deepFilteredCursor}`,
          50,
        ],
        ['List, first page, country filter', `${base}/units?country=AB`, 50],
        ['Landing statistics', `${base}/landing-page`, 20],
      ];
      const results: { name: string; target: number; result: Latencies }[] = [];
      for (const [name, target, limit] of scenarios) {
        results.push({ name, target: limit, result: await load(target) });
        console.log(name, results.at(-1)?.result);
      }
      await stopApi(api);
      const exports = await measureExports(url, port, base);
      const pgbench = await runPgbench(pgbenchUrl, CLIENTS, SECONDS, ['-S']);
      console.log('pgbench', pgbench.tps, pgbench.latencyMs);

      const lines = [
        '# Public registry benchmark (issue 10)',
        '',
        `Run ${new Date().toISOString()} by \`npm run public -w @safc/bench\` (bench/public/run.ts), PostgreSQL on`,
        `127.0.0.1, one API process (pool ${process.env.DATABASE_POOL_SIZE ?? '16'}), ${CLIENTS} concurrent HTTP clients, ${SECONDS} s per`,
        `scenario after a 1 s warm-up. Load average at the start: ${loadAtStart}; at the end: ${loadavg()
          .map((v) => v.toFixed(2))
          .join(', ')} on a 2-core`,
        "machine that others may share: figures are this run's, ratios are to references measured in the same run.",
        '',
        `Data: ${ROWS.toLocaleString('en-US')} unit blocks in \`public_units\` (the table every public list and export reads),`,
        `made by one INSERT ... SELECT generate_series ${reuse ? '(kept from an earlier BENCH_KEEP=1 run)' : `in ${prepareSeconds.toFixed(0)} s`}: 60 % claimed, 30 % held, 10 % expired,`,
        'two thirds SAFcA, 30 schemes, 60 countries (1-3 per block), 40 feedstocks, 2,000 producers, four issuance years.',
        '',
        `Reference: \`pgbench -S\` (select-only), ${CLIENTS} clients, ${SECONDS} s: **${pgbench.tps.toFixed(0)} TPS**, latency average ${ms(pgbench.latencyMs)} ms.`,
        '',
        '| Scenario | Requests/s | p50 ms | p95 ms | Target p95 | Met | Requests/s ÷ pgbench TPS | p95 ÷ pgbench latency |',
        '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
        ...results.map(
          ({ name, target, result }) =>
            `| ${name} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${target} | ${result.p95 <= target ? 'yes' : 'no'} | ${(result.perSecond / pgbench.tps).toFixed(3)} | ${(result.p95 / pgbench.latencyMs).toFixed(2)} |`,
        ),
        '',
        ...exportTable(exports),
        '',
        `Errors: ${results.reduce((sum, { result }) => sum + result.errors, 0)}. The bench's clients send no If-None-Match: every`,
        'answer is a 200 with its body. A list page and the landing figures are made once per publication and kept by the',
        'process (docs/decisions/034), so repeated addresses measure the HTTP path, not the query; the queries are in the',
        'EXPLAIN section below. The MB of an export are the bytes after decompression (fetch decompresses gzip).',
        '',
      ];
      await writeFile(path.join(repositoryRoot, 'bench/results/public.md'), lines.join('\n'));
    } finally {
      await stopApi(api);
    }
  } finally {
    for (const name of KEEP ? [PGBENCH_DATABASE] : [DATABASE, PGBENCH_DATABASE])
      await onServer(`drop database if exists ${name} with (force)`);
  }
}

await main();
