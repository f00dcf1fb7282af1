import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { encodeCursor } from '../../apps/api/src/services/public/list-cursor';
import {
  backendPids,
  cpuMsOf,
  peakRssMb,
  databaseUrl,
  freePort,
  freshDatabases,
  loadAverages,
  measureLoad,
  onServer,
  repositoryRoot,
  startApi,
  stopApi,
  type Latencies,
} from '../ledger/bench-support';
import { runPgbench } from '../ledger/run-pgbench';
import { prepareLedgerUnits } from './prepare-public';
import { republish, type RepublishProgress } from '../../apps/api/src/services/public-log/republish';
import { positiveFromEnv } from '../env';
import { seededRandom } from '../../apps/api/test/helpers/seeded-random';

// The public registry benchmark (issue 10): 1,000,000 unit blocks in public_units on PostgreSQL, 50 concurrent
// HTTP clients on the list (first and deep cursor page, with and without filters) and the landing figures,
// the CSV and XLSX export of every row against `psql \copy` of the same rows, and pgbench select-only in the
// same run. Its own databases (BENCH_DATABASE, by default safc_bench_public, and its _pgbench), dropped at the end. 127.0.0.1 only.

const exec = promisify(execFile);
const ROWS = positiveFromEnv('BENCH_ROWS', 1_000_000);
/** BENCH_CLIENTS: concurrent HTTP clients (and pgbench's); 50 is the issue's figure, 1 measures a request's own time. */
const CLIENTS = positiveFromEnv('BENCH_CLIENTS', 50);
const SECONDS = positiveFromEnv('BENCH_SECONDS', 8);
/** BENCH_DATABASE: the database's name (and, with _pgbench, pgbench's), so engineers side by side do not share one. */
const DATABASE = process.env.BENCH_DATABASE ?? 'safc_bench_public';
const PGBENCH_DATABASE = `${DATABASE}_pgbench`;
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

/**
 * BENCH_CLIENT=fetch: the clients ask through Node's fetch (undici), as this bench did until 2026-11-26
 * (measureLoad in bench-support says why node:http is the default).
 */
const FETCH_CLIENT = process.env.BENCH_CLIENT === 'fetch';

const load = (next: () => string, seconds = SECONDS, clients = CLIENTS): Promise<Latencies> =>
  measureLoad(next, { seconds, clients, fetchClient: FETCH_CLIENT });

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
  rows: number,
  encoding = 'gzip',
): Promise<{ seconds: number; bytes: number; rowsPerSecond: number }> {
  const start = performance.now();
  const bytes = await (FETCH_CLIENT ? fetchedBytes : bodyBytes)(url, encoding);
  const seconds = (performance.now() - start) / 1000;
  return { seconds, bytes, rowsPerSecond: rows / seconds };
}

/** The columns and order of the unit list's CSV export, over public_units. */
const UNITS_COPY = `select serial, unit_type::text, type_code, status::text, volume::text, co2_abated::text,
    to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD'), production_year::text, fuel_producer, feedstock,
    array_to_string(countries, ' '), scheme, to_char(retired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    from public_units order by serial`;

/** The columns and order of the claimed-units CSV export, over public_claims. */
const CLAIMS_COPY = `select serial, unit_type::text, type_code, volume::text, co2_abated::text,
    to_char(retired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), retirement_year::text,
    retirement_country, claim_purpose, compliance_regime, claimant_name, logistics_provider_name,
    air_transport_provider_beneficiary_name, safce_beneficiary_name, production_year::text,
    fuel_producing_company_name, production_feedstock, certification_scheme
    from public_claims order by retired_at desc, serial desc`;

/** The reference: psql \copy of the same rows and columns an export selects, to /dev/null. */
async function psqlCopy(
  url: URL,
  select: string,
  rows: number,
): Promise<{ seconds: number; rowsPerSecond: number }> {
  const start = performance.now();
  await exec(
    'psql',
    [url.toString(), '-q', '-c', `\\copy (${select.replace(/\s+/g, ' ')}) to '/dev/null' with csv header`],
    { maxBuffer: 1 << 20 },
  );
  const seconds = (performance.now() - start) / 1000;
  return { seconds, rowsPerSecond: rows / seconds };
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
 * for it (gzip) and uncompressed (what `psql \copy` sends), to show what compression costs. `path` is the
 * export's address under /api/public, `rows` the rows it holds, `select` the same rows for `psql \copy`.
 */
async function measureExports(
  url: URL,
  port: number,
  base: string,
  {
    path: exportPath,
    rows,
    select,
    xlsx: withXlsx,
  }: { path: string; rows: number; select: string; xlsx: boolean },
) {
  const exportIn = async (format: 'csv' | 'xlsx', encoding?: string): Promise<ExportFigures> => {
    const fresh = await startApi(url, port);
    try {
      const idleRss = await peakRssMb(fresh.pid ?? 0);
      const before = await cpuNow(fresh.pid ?? 0);
      const result = await download(`${base}${exportPath}?format=${format}`, rows, encoding);
      const after = await cpuNow(fresh.pid ?? 0);
      const cpu = {
        api: (after.api - before.api) / 1000,
        database: (after.database - before.database) / 1000,
        client: (after.client - before.client) / 1000,
      };
      const rss = await peakRssMb(fresh.pid ?? 0);
      console.log(exportPath, format, encoding ?? 'gzip', result, idleRss, rss, cpu);
      return { ...result, idleRss, rss, cpu };
    } finally {
      await stopApi(fresh);
    }
  };
  const csv = await exportIn('csv');
  const csvPlain = await exportIn('csv', 'identity');
  const copy = await psqlCopy(url, select, rows);
  console.log('copy', exportPath, copy);
  const xlsx = withXlsx ? await exportIn('xlsx') : undefined;
  return { csv, csvPlain, copy, xlsx, path: exportPath, rows };
}

function exportTable({
  csv,
  csvPlain,
  copy,
  xlsx,
  path: exportPath,
  rows,
}: Awaited<ReturnType<typeof measureExports>>): string[] {
  const row = (name: string, figures: ExportFigures) =>
    `| ${name} | ${figures.seconds.toFixed(1)} | ${(figures.bytes / 1e6).toFixed(0)} | ${figures.rowsPerSecond.toFixed(0)} | ${(figures.rowsPerSecond / copy.rowsPerSecond).toFixed(2)} | ${figures.idleRss.toFixed(0)} / ${figures.rss.toFixed(0)} | ${figures.cpu.api.toFixed(1)} / ${figures.cpu.database.toFixed(1)} / ${figures.cpu.client.toFixed(1)} |`;
  return [
    `| \`${exportPath}\`, ${rows.toLocaleString('en-US')} rows | Seconds | MB | Rows/s | ÷ \`psql \\copy\` rows/s | Fresh API peak RSS before / after (MB, VmHWM) | CPU s: API / PostgreSQL / client |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| \`psql \\copy\` of the same rows (reference) | ${copy.seconds.toFixed(1)} | | ${copy.rowsPerSecond.toFixed(0)} | 1.00 | | |`,
    row('CSV, gzip as a browser asks (target ≥ 0.5, RSS ≤ 300 MB)', csv),
    row('CSV, uncompressed (as `\\copy` sends it)', csvPlain),
    ...(xlsx ? [row('XLSX', xlsx)] : []),
  ];
}

/** Addresses of the varied scenarios: filters, cursors and searches drawn from the data. */
async function addressPools(db: Db) {
  const units = await queryRows<{ key: string; serial: string }>(
    db,
    sql`select issued_at::text as key, serial from public_units tablesample bernoulli (2) repeatable (42)`,
  );
  const claims = await queryRows<{ key: string; serial: string }>(
    db,
    sql`select retired_at::text as key, serial from public_claims tablesample bernoulli (3) repeatable (42)`,
  );
  const [years] = await queryRows<{ years: number[] }>(
    db,
    sql`select array_agg(distinct retirement_year) as years from public_claims`,
  );
  return {
    unitCursors: units.map((row) => encodeCursor({ sort: 'issued-desc', key: row.key, serial: row.serial })),
    claimCursors: claims.map((row) =>
      encodeCursor({ sort: 'claimed-desc', key: row.key, serial: row.serial }),
    ),
    serials: [...units, ...claims].map((row) => row.serial),
    claimYears: years?.years ?? [],
  };
}

type Pools = Awaited<ReturnType<typeof addressPools>>;

/** The HTTP scenarios: [name, address maker, target p95 ms]. Varied ones never ask the same address twice in a row. */
function scenariosOf(base: string, pools: Pools): [string, () => string, number][] {
  const random = seededRandom(2026);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const maybe = (probability: number, part: () => string) => (random() < probability ? part() : '');
  const q = encodeURIComponent;
  /** A substring of a serial, from somewhere after its start (what someone pasting part of one types). */
  const serialPart = () => {
    const serial = pick(pools.serials);
    return serial.slice(Math.floor(random() * 6) + 1, serial.length - Math.floor(random() * 3));
  };
  const unitFilters = () =>
    maybe(0.5, () => `&unitType=${pick(['SAFcA', 'SAFcE'])}`) +
    maybe(0.5, () => `&status=${pick(['active', 'retired', 'expired'])}`) +
    maybe(0.3, () => `&scheme=SCHEME${Math.floor(random() * 30)}`) +
    maybe(0.3, () => `&feedstock=${q(`Feedstock ${Math.floor(random() * 40)}`)}`) +
    maybe(0.3, () => `&issuanceYear=${2023 + Math.floor(random() * 4)}`) +
    maybe(
      0.3,
      () => `&country=${String.fromCharCode(65 + Math.floor(random() * 2), 65 + Math.floor(random() * 26))}`,
    );
  const fixed = (url: string) => () => url;
  return [
    ['Unit list, first page, one address (page cache)', fixed(`${base}/units`), 50],
    [
      'Unit list, random filters and a random deep cursor',
      () => `${base}/units?after=${pick(pools.unitCursors)}${unitFilters()}`,
      50,
    ],
    ['Unit list, search for part of a random serial', () => `${base}/units?search=${q(serialPart())}`, 50],
    [
      'Unit list, search for a random fuel producer',
      () =>
        `${base}/units?search=${q(`producer ${Math.floor(random() * 2000)} `)}${maybe(0.5, () => `&after=${pick(pools.unitCursors)}`)}`,
      50,
    ],
    ['Claimed units, first page, one address (page cache)', fixed(`${base}/retirements`), 50],
    [
      'Claimed units, random year and a random deep cursor',
      () =>
        `${base}/retirements?after=${pick(pools.claimCursors)}${maybe(0.6, () => `&retirementYear=${pick(pools.claimYears)}`)}`,
      50,
    ],
    [
      'Claimed units, search for part of a random serial',
      () => `${base}/retirements?search=${q(serialPart())}`,
      50,
    ],
    [
      'Claimed units, search for a random beneficiary or fuel producer',
      () =>
        `${base}/retirements?search=${q(random() < 0.5 ? `airline ${Math.floor(random() * 20000)}` : `producer ${Math.floor(random() * 2000)} `)}${maybe(0.5, () => `&retirementYear=${pick(pools.claimYears)}`)}`,
      50,
    ],
    ['Landing statistics', fixed(`${base}/landing-page`), 20],
  ];
}

/** A republication's steps as they end, so that a run's log tells where its time went. */
const printStep = ({ step, seconds }: RepublishProgress) =>
  console.log(`republish: ${step} at ${seconds.toFixed(1)} s`);

/**
 * `npm run republish` at this size, timed, while a few clients keep reading varied pages of both lists from a
 * running API: the public side's latencies and errors during the rebuild.
 */
async function measureRepublish(url: URL, port: number, base: string, pools: Pools) {
  const api = await startApi(url, port);
  try {
    const scenarios = scenariosOf(base, pools);
    const varied = [scenarios[1]![1], scenarios[5]![1]];
    let turn = 0;
    let done = false;
    const database = await openDatabase({ databaseUrl: url.toString() });
    const republished = republish(database.db, printStep).finally(() => {
      done = true;
    });
    const probes: Latencies[] = [];
    while (!done) probes.push(await load(() => varied[turn++ % 2]!(), 5, 5));
    const result = await republished;
    await database.close();
    const times = probes.map((probe) => probe.p95);
    return {
      seconds: result.seconds,
      blocks: result.blocks,
      requests: probes.reduce((sum, probe) => sum + probe.requests, 0),
      errors: probes.reduce((sum, probe) => sum + probe.errors, 0),
      worstP95: Math.max(...times),
      medianP95: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN,
    };
  } finally {
    await stopApi(api);
  }
}

async function main() {
  const loadAtStart = loadAverages();
  const url = databaseUrl(DATABASE);
  const pgbenchUrl = databaseUrl(PGBENCH_DATABASE);
  const reuse = KEEP && (await unitsIn(url)) > 0;
  await freshDatabases(reuse ? [PGBENCH_DATABASE] : [DATABASE, PGBENCH_DATABASE]);
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(database);
    const prepareStart = performance.now();
    let firstPublication: { seconds: number; load: string } | undefined;
    if (!reuse) {
      await prepareLedgerUnits(database.db, ROWS);
      console.log(
        `ledger of ${ROWS} unit blocks in ${((performance.now() - prepareStart) / 1000).toFixed(0)} s`,
      );
      // The published tables are made by the republication's own code (the publishing job's statements).
      const published = await republish(database.db, printStep);
      firstPublication = { seconds: published.seconds, load: loadAverages() };
      console.log(`first publication of ${published.blocks} blocks in ${published.seconds.toFixed(0)} s`);
      await database.db.execute(sql`vacuum analyze public_units`);
      await database.db.execute(sql`vacuum analyze public_claims`);
    }
    const prepareSeconds = (performance.now() - prepareStart) / 1000;
    const [counts] = await queryRows<{ units: number; claims: number }>(
      database.db,
      sql`select (select count(*)::int from public_units) as units, (select count(*)::int from public_claims) as claims`,
    );
    const pools = await addressPools(database.db);
    await database.close();
    if (PREPARE_ONLY) {
      console.log(reuse ? 'kept dataset found' : `prepared in ${prepareSeconds.toFixed(0)} s`, counts);
      return;
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/public`;
    const unitExport = { path: '/units/export', rows: counts!.units, select: UNITS_COPY, xlsx: true };
    const claimExport = {
      path: '/retirements/export',
      rows: counts!.claims,
      select: CLAIMS_COPY,
      xlsx: false,
    };
    if (EXPORT_ONLY) {
      console.log(`load average ${loadAverages()}`);
      console.log(exportTable(await measureExports(url, port, base, claimExport)).join('\n'));
      console.log(exportTable(await measureExports(url, port, base, unitExport)).join('\n'));
      console.log(`load average ${loadAverages()}`);
      return;
    }
    const api = await startApi(url, port);
    const results: { name: string; target: number; result: Latencies; load: string }[] = [];
    try {
      const chosen = scenariosOf(base, pools).filter(
        ([name]) => !SCENARIO_WORDS || SCENARIO_WORDS.some((word) => name.toLowerCase().includes(word)),
      );
      for (const [name, next, limit] of chosen) {
        results.push({ name, target: limit, result: await load(next), load: loadavg()[0]!.toFixed(1) });
        console.log(name, results.at(-1)?.result, results.at(-1)?.load);
      }
    } finally {
      await stopApi(api);
    }
    if (LIST_ONLY) {
      const pgbench = await runPgbench(pgbenchUrl, CLIENTS, SECONDS, { args: ['-S'] });
      console.log('pgbench', pgbench.tps, pgbench.latencyMs);
      console.log(`load average ${loadAverages()}`);
      return;
    }
    const claimFigures = await measureExports(url, port, base, claimExport);
    const unitFigures = await measureExports(url, port, base, unitExport);
    const republished = await measureRepublish(url, port, base, pools);
    console.log('republish', republished);
    const pgbench = await runPgbench(pgbenchUrl, CLIENTS, SECONDS, { args: ['-S'] });
    console.log('pgbench', pgbench.tps, pgbench.latencyMs);

    const lines = [
      '# Public registry benchmark (issues 10 and 42)',
      '',
      `Run ${new Date().toISOString()} by \`npm run public -w @safc/bench\` (bench/public/run.ts), PostgreSQL on`,
      `127.0.0.1, one API process (pool ${process.env.DATABASE_POOL_SIZE ?? '16'}), ${CLIENTS} concurrent HTTP clients, ${SECONDS} s per`,
      `scenario after a 1 s warm-up. Load average at the start: ${loadAtStart}; at the end: ${loadAverages()} on a 2-core`,
      "machine that others share: figures are this run's, ratios are to references measured in the same run.",
      '',
      `Data: ${ROWS.toLocaleString('en-US')} unit blocks in the ledger's own tables (\`unit_blocks\`, 2,000 approved \`issuances\`, the`,
      `demo's companies and accounts), made by INSERT ... SELECT generate_series ${reuse ? '(kept from an earlier BENCH_KEEP=1 run)' : `in ${prepareSeconds.toFixed(0)} s`}: 60 % claimed, 30 % held, 10 % expired,`,
      'two thirds SAFcA, 30 schemes, 60 countries (1-3 per issuance), 40 feedstocks, 2,000 fuel producers, 20,000 outside',
      `beneficiaries, four years. The published tables were made from them by \`republish()\` (the publishing job's own`,
      `statements): ${counts!.units.toLocaleString('en-US')} rows in \`public_units\`, ${counts!.claims.toLocaleString('en-US')} in \`public_claims\`${firstPublication ? ` (first publication ${firstPublication.seconds.toFixed(0)} s, load ${firstPublication.load})` : ''}.`,
      '',
      `Reference: \`pgbench -S\` (select-only), ${CLIENTS} clients, ${SECONDS} s: **${pgbench.tps.toFixed(0)} TPS**, latency average ${ms(pgbench.latencyMs)} ms.`,
      '',
      "| Scenario | Distinct addresses / requests | Requests/s | p50 ms | p95 ms | Target p95 | Met | Load (1 min) after | p95 ÷ pgbench latency | Clients' CPU µs a request |",
      '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
      ...results.map(
        ({ name, target, result, load: after }) =>
          `| ${name} | ${result.distinct} / ${result.requests} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${target} | ${result.p95 <= target ? 'yes' : 'no'} | ${after} | ${(result.p95 / pgbench.latencyMs).toFixed(2)} | ${result.clientCpuUs.toFixed(0)} |`,
      ),
      '',
      ...exportTable(claimFigures),
      '',
      ...exportTable(unitFigures),
      '',
      `Republication (\`npm run republish\`'s code) of ${republished.blocks.toLocaleString('en-US')} unit blocks and the landing figures: **${republished.seconds.toFixed(0)} s** (target 300 s), while 5 clients`,
      `read varied pages of both lists from a running API: ${republished.requests} requests, ${republished.errors} errors, p95 per 5 s window median ${ms(republished.medianP95)} ms, worst ${ms(republished.worstP95)} ms.`,
      '',
      `Errors: ${results.reduce((sum, { result }) => sum + result.errors, 0)}. Clients: ${FETCH_CLIENT ? "Node's fetch (BENCH_CLIENT=fetch), decompressing each answer" : "one keep-alive node:http socket each, asking for `br, gzip` as a browser does, each body read whole and not decompressed (BENCH_CLIENT=fetch: Node's fetch)"}, all in this`,
      "one process, on the API's machine. They send no If-None-Match: every answer is a 200 with its body. A list page",
      'and the landing figures are made once per publication and kept by the process (docs/decisions/034): the',
      '"one address" rows are what that page cache answers; the others draw filters, cursors and searches at random',
      '(a seeded generator), so the cache answers at most the few repeated addresses the "distinct" column shows',
      'and nearly every request reads the database. The MB of an export are the bytes after decompression (node:zlib',
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
    for (const name of KEEP ? [PGBENCH_DATABASE] : [DATABASE, PGBENCH_DATABASE])
      await onServer(`drop database if exists ${name} with (force)`);
  }
}

await main();
