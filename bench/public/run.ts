import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { encodeCursor } from '../../apps/api/src/services/public/list-cursor';
import {
  backendPids,
  cpuMsOf,
  peakRssMb,
  percentile,
  databaseUrl,
  freePort,
  onServer,
  repositoryRoot,
  startApi,
  stopApi,
} from '../ledger/bench-support';
import { runPgbench } from '../ledger/run-pgbench';
import { preparePublicUnits } from './prepare-public';
import { positiveFromEnv } from '../env';

// The public registry benchmark (issue 10): 1,000,000 unit blocks in public_units on PostgreSQL, 50 concurrent
// HTTP clients on the list (first and deep cursor page, with and without filters) and the landing figures,
// the CSV and XLSX export of every row against `psql \copy` of the same rows, and pgbench select-only in the
// same run. Its own databases (safc_bench_public, safc_bench_public_pgbench), dropped at the end. 127.0.0.1 only.

const exec = promisify(execFile);
const ROWS = positiveFromEnv('BENCH_ROWS', 1_000_000);
const CLIENTS = 50;
const SECONDS = positiveFromEnv('BENCH_SECONDS', 8);
const DATABASE = 'safc_bench_public';
const PGBENCH_DATABASE = 'safc_bench_public_pgbench';
/** BENCH_ONLY=export: only the exports and `psql \copy`, printed (no list phase, no pgbench, no file written). */
const EXPORT_ONLY = process.env.BENCH_ONLY === 'export';
/** BENCH_ONLY=prepare (with BENCH_KEEP=1): only build (or find) the kept dataset, so a later run only measures. */
const PREPARE_ONLY = process.env.BENCH_ONLY === 'prepare';
/**
 * BENCH_ONLY=list: only the HTTP scenarios and pgbench, printed (no exports, no file written); with
 * BENCH_SCENARIOS=first,landing only the scenarios whose names contain one of those words (case-insensitive).
 */
const LIST_ONLY = process.env.BENCH_ONLY === 'list';
const SCENARIO_WORDS = process.env.BENCH_SCENARIOS?.toLowerCase().split(',').filter(Boolean);
/** BENCH_KEEP=1: reuse the database of an earlier BENCH_KEEP run when it holds ROWS units, and keep it after. */
const KEEP = process.env.BENCH_KEEP === '1';

interface Latencies {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
  /** CPU time of this process (the clients) per request, in µs. */
  clientCpuUs: number;
}

/**
 * BENCH_CLIENT=fetch: the clients ask through Node's fetch (undici), as this bench did until 2026-11-26. It
 * costs about 250 µs of this process's CPU a request against 25 µs of the API's: one process of 50 fetch loops
 * kept a core busy at 3,100-3,700 requests/s while the API's main thread was idle 85 % of the time (its CPU
 * profile), so the latencies measured the clients. By default each client is a keep-alive socket of node:http
 * asking, as a browser does, for brotli or gzip, reading each body whole without decompressing it.
 */
const FETCH_CLIENT = process.env.BENCH_CLIENT === 'fetch';

/** One GET through `agent`, its body read whole; resolves with the status. */
const httpGet = (url: string, agent: http.Agent): Promise<number> =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      })
      .on('error', reject);
  });

const fetchGet = async (url: string): Promise<number> => {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
};

/** CLIENTS loops asking `url` for SECONDS after a one-second warm-up; latency of each answer read whole. */
async function load(url: string): Promise<Latencies> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const get = FETCH_CLIENT ? fetchGet : (target: string) => httpGet(target, agent);
  const times: number[] = [];
  let errors = 0;
  const run = async (until: number, record: boolean) => {
    while (Date.now() < until) {
      const start = performance.now();
      const status = await get(url);
      if (status !== 200) errors += 1;
      if (record) times.push(performance.now() - start);
    }
  };
  const warm = Date.now() + 1000;
  await Promise.all(Array.from({ length: CLIENTS }, () => run(warm, false)));
  const cpu = process.cpuUsage();
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, () => run(end, true)));
  const used = process.cpuUsage(cpu);
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: times.length / SECONDS,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors,
    clientCpuUs: (used.user + used.system) / times.length,
  };
}

/** The bytes of an answer's body as they arrive: decompressed with node:zlib when it came gzipped. */
async function bodyBytes(url: string, encoding: string): Promise<number> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(url, { headers: { 'accept-encoding': encoding } }, resolve).on('error', reject),
  );
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  const body =
    response.headers['content-encoding'] === 'gzip'
      ? response.pipe(createGunzip({ chunkSize: 64 * 1024 }))
      : response;
  let bytes = 0;
  for await (const chunk of body) bytes += (chunk as Buffer).byteLength;
  return bytes;
}

/** The same through Node's fetch (BENCH_CLIENT=fetch), which decompresses through web streams. */
async function fetchedBytes(url: string, encoding: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

/**
 * Downloads a whole export, counting its bytes after decompression; rows per second over the whole answer. It
 * asks for gzip (as a browser does) unless `encoding` says otherwise, and decompresses as it reads with
 * node:zlib in 64 kB chunks, as a browser's native zlib does. Node's fetch (BENCH_CLIENT=fetch) spent 5.9 s of
 * this process's CPU decompressing the 143 MB CSV (0.5 s uncompressed) on the API's 2 cores: the bench was
 * measuring its own gunzip.
 */
async function download(
  url: string,
  encoding = 'gzip',
): Promise<{ seconds: number; bytes: number; rowsPerSecond: number }> {
  const start = performance.now();
  const bytes = await (FETCH_CLIENT ? fetchedBytes : bodyBytes)(url, encoding);
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
  /** CPU seconds the export took of the API process (its main thread and zlib's), of PostgreSQL, of this client. */
  cpu: { api: number; database: number; client: number };
}

/** CPU ms so far of the API process, of the database's server processes, and of this process. */
async function cpuNow(apiPid: number) {
  const client = process.cpuUsage();
  return {
    api: cpuMsOf([apiPid]),
    database: cpuMsOf(await backendPids(DATABASE)),
    client: (client.user + client.system) / 1000,
  };
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
      const before = await cpuNow(fresh.pid ?? 0);
      const result = await download(`${base}/units/export?format=${format}`, encoding);
      const after = await cpuNow(fresh.pid ?? 0);
      const cpu = {
        api: (after.api - before.api) / 1000,
        database: (after.database - before.database) / 1000,
        client: (after.client - before.client) / 1000,
      };
      const rss = await peakRssMb(fresh.pid ?? 0);
      console.log(format, encoding ?? 'gzip', result, idleRss, rss, cpu);
      return { ...result, idleRss, rss, cpu };
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
    `| ${name} | ${figures.seconds.toFixed(1)} | ${(figures.bytes / 1e6).toFixed(0)} | ${figures.rowsPerSecond.toFixed(0)} | ${(figures.rowsPerSecond / copy.rowsPerSecond).toFixed(2)} | ${figures.idleRss.toFixed(0)} / ${figures.rss.toFixed(0)} | ${figures.cpu.api.toFixed(1)} / ${figures.cpu.database.toFixed(1)} / ${figures.cpu.client.toFixed(1)} |`;
  return [
    '| Export of every row | Seconds | MB | Rows/s | ÷ `psql \\copy` rows/s | Fresh API peak RSS before / after (MB, VmHWM) | CPU s: API / PostgreSQL / client |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| \`psql \\copy\` (reference) | ${copy.seconds.toFixed(1)} | | ${copy.rowsPerSecond.toFixed(0)} | 1.00 | | |`,
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
      const chosen = SCENARIO_WORDS
        ? scenarios.filter(([name]) => SCENARIO_WORDS.some((word) => name.toLowerCase().includes(word)))
        : scenarios;
      for (const [name, target, limit] of chosen) {
        results.push({ name, target: limit, result: await load(target) });
        console.log(name, results.at(-1)?.result);
      }
      await stopApi(api);
      if (LIST_ONLY) {
        const pgbench = await runPgbench(pgbenchUrl, CLIENTS, SECONDS, { args: ['-S'] });
        console.log('pgbench', pgbench.tps, pgbench.latencyMs);
        console.log(
          `load average ${loadavg()
            .map((v) => v.toFixed(2))
            .join(', ')}`,
        );
        return;
      }
      const exports = await measureExports(url, port, base);
      const pgbench = await runPgbench(pgbenchUrl, CLIENTS, SECONDS, { args: ['-S'] });
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
        "| Scenario | Requests/s | p50 ms | p95 ms | Target p95 | Met | Requests/s ÷ pgbench TPS | p95 ÷ pgbench latency | Clients' CPU µs a request |",
        '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
        ...results.map(
          ({ name, target, result }) =>
            `| ${name} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${target} | ${result.p95 <= target ? 'yes' : 'no'} | ${(result.perSecond / pgbench.tps).toFixed(3)} | ${(result.p95 / pgbench.latencyMs).toFixed(2)} | ${result.clientCpuUs.toFixed(0)} |`,
        ),
        '',
        ...exportTable(exports),
        '',
        `Errors: ${results.reduce((sum, { result }) => sum + result.errors, 0)}. Clients: ${FETCH_CLIENT ? "Node's fetch (BENCH_CLIENT=fetch), decompressing each answer" : "one keep-alive node:http socket each, asking for `br, gzip` as a browser does, each body read whole and not decompressed (BENCH_CLIENT=fetch: Node's fetch)"}, all in this`,
        "one process, on the API's machine. They send no If-None-Match: every answer is a 200 with its body. A list page",
        'and the landing figures are made once per publication and kept by the process (docs/decisions/034), so repeated',
        'addresses measure the HTTP path, not the query. The MB of an export are the bytes after decompression (node:zlib',
        "gunzips as it reads, as a browser's zlib does); the CPU seconds are what the export took of the API process",
        "(main thread and zlib's threads), of PostgreSQL's server processes, and of this client.",
        '',
      ];
      // What was written by hand below the figures (from its first "## " heading on) is kept.
      const file = path.join(repositoryRoot, 'bench/results/public.md');
      const earlier = await readFile(file, 'utf8').catch(() => '');
      const reading = earlier.indexOf('\n## ');
      await writeFile(file, lines.join('\n') + (reading >= 0 ? earlier.slice(reading) : ''));
    } finally {
      await stopApi(api);
    }
  } finally {
    for (const name of KEEP ? [PGBENCH_DATABASE] : [DATABASE, PGBENCH_DATABASE])
      await onServer(`drop database if exists ${name} with (force)`);
  }
}

await main();
