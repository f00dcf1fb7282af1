import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The PostgreSQL server the benchmarks use: DATABASE_URL, on 127.0.0.1 only. */
export const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
if (serverUrl.hostname !== '127.0.0.1' && serverUrl.hostname !== 'localhost') {
  throw new Error('The benchmarks run against a PostgreSQL on 127.0.0.1 only');
}

/**
 * BENCH_PGHOST=/var/run/postgresql: the API and pgbench reach the same server through its Unix socket in that
 * directory instead of TCP (`?host=` in the API's DATABASE_URL, `-h` for pgbench). README "PostgreSQL".
 */
export const socketDirectory = process.env.BENCH_PGHOST;
if (socketDirectory !== undefined && !socketDirectory.startsWith('/')) {
  throw new Error('BENCH_PGHOST names a socket directory (an absolute path)');
}

/** One query on a connection of its own, closed after it (the server's database unless `url` names another). */
async function queryOnce<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
  url: URL = serverUrl,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function onServer(statement: string): Promise<void> {
  await queryOnce(statement);
}

/** Drops each database (if it is there) and creates it empty: a run starts on databases of its own. */
export async function freshDatabases(names: readonly string[]): Promise<void> {
  for (const name of names) {
    await onServer(`drop database if exists ${name}`);
    await onServer(`create database ${name}`);
  }
}

/** The machine's load averages over 1, 5 and 15 minutes, as a run's report prints them. */
export const loadAverages = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/**
 * One GET on a keep-alive `agent`, asking for brotli or gzip as a browser does, its body read whole and not
 * decompressed; resolves with the status.
 */
export const httpGet = (url: string, agent: http.Agent): Promise<number> =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      })
      .on('error', reject);
  });

export function databaseUrl(name: string): URL {
  const url = new URL(serverUrl.toString());
  url.pathname = `/${name}`;
  if (socketDirectory) url.searchParams.set('host', socketDirectory);
  return url;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Connections per API process. On these 2 cores 8 used less of PostgreSQL's CPU per transfer than 16 in every
 * pair measured side by side (2026-11-27, bench/ledger/README.md): fewer backends at once contend less for
 * the same rows and the CPU (PostgreSQL's own advice: about twice the database server's cores).
 */
export const API_POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? '8';

/**
 * BENCH_NODE_FLAGS: node flags for the API processes (e.g. `--single-threaded-gc`), to measure a start option
 * side by side with the default; the results name them.
 */
export const API_NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);

/**
 * Where each API the benchmarks start keeps its DATA_DIR, a folder of its own removed when it exits (its mail
 * folder and uploads; the ledger itself is in PostgreSQL): tmpfs (/dev/shm) where the machine has one,
 * else the temp folder; BENCH_DATA_PARENT names another. Each completed transfer mails its initiator, which
 * the development mailer writes as two new files, and on this machine's ext4 creating a file cost the kernel
 * 0.6-1.4 ms of CPU (2026-11-27: its inode allocator scanning past the inodes of the thousands of files each
 * earlier run had deleted, `recently_deleted` in perf): up to a quarter of a transfer's CPU, spent on a
 * developer's convenience that production replaces with SMTP (bench/ledger/README.md).
 */
export const DATA_PARENT = process.env.BENCH_DATA_PARENT ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/**
 * The API as its own process, as deployed: its CPU is not shared with the load generator's event loop, and it
 * runs the bundle `npm start` runs (scripts/build-api.mjs), not the TypeScript through tsx.
 */
export async function startApi(
  url: URL,
  port: number,
  nodeFlags: string[] = [],
  extraEnv: Record<string, string> = {},
  workingDirectory = repositoryRoot,
  /** Another build of the API to run instead of this checkout's (BENCH_BEFORE_BUNDLE: main's, for a before). */
  bundle?: string,
): Promise<ChildProcess> {
  if (!bundle)
    execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: repositoryRoot, stdio: 'inherit' });
  // A TypeScript module loaded into the API (the ledger's statement counter) still needs tsx's loader.
  const loader = nodeFlags.some((flag) => flag.endsWith('.ts')) ? ['--import', 'tsx'] : [];
  const flags = [...loader, ...API_NODE_FLAGS, ...nodeFlags];
  // Its mail and uploads go to a folder of its own, removed when it exits: not into the developer's registry
  // (./data), where every run left thousands of mails (975 MB of them by 2026-11-27).
  const dataDir = await mkdtemp(path.join(DATA_PARENT, 'safc-bench-data-'));
  const server = bundle ?? path.join(repositoryRoot, 'apps/api/dist/server.mjs');
  const child = spawn(process.execPath, [...flags, server], {
    cwd: workingDirectory,
    env: {
      ...process.env,
      ...extraEnv,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      DATABASE_POOL_SIZE: API_POOL_SIZE,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      APP_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.once('exit', () => void rm(dataDir, { recursive: true, force: true }));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (health.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the API did not start within 180 s');
}

/** Stops the API and waits for it to exit (a profile is written on the way out). */
export async function stopApi(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** CPU time (user + system, ms) the processes have used so far; a process gone meanwhile counts nothing. */
export function cpuMsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // After the command's closing parenthesis: state, ppid, ... utime is the 12th field, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // exited
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** A process and all its descendants (the API's cluster workers), from /proc. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // exited
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

/** The server processes serving connections to `database` now (pg_stat_activity). */
export async function backendPids(database: string): Promise<number[]> {
  const rows = await queryOnce<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows.map((row) => row.pid);
}

/** What PostgreSQL counted for a database so far (pg_stat_database): its work, whatever the machine's load. */
export interface DatabaseWork {
  /** Shared buffers read or hit. */
  buffers: number;
  /** Rows inserted, updated and deleted. */
  rowsWritten: number;
  commits: number;
  /**
   * WAL records and bytes written by the whole server (pg_stat_wal), not only this database's backends:
   * exact for a window in which nothing else writes (the benchmarks run one load at a time).
   */
  walRecords: number;
  walBytes: number;
}

/**
 * The work counted for `database` so far. A backend reports its counts when it ends or every second or so,
 * so read this with no connection to the database open (before and after the run), for exact deltas.
 */
export async function databaseWork(database: string): Promise<DatabaseWork> {
  // Backends of a stopped API may still be ending (a backend reports its counts as it ends).
  for (let poll = 0; poll < 100 && (await backendPids(database)).length > 0; poll += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const [row] = await queryOnce<{
    buffers: string;
    rows_written: string;
    commits: string;
    wal_records: string;
    wal_bytes: string;
  }>(
    `select blks_hit + blks_read as buffers, tup_inserted + tup_updated + tup_deleted as rows_written,
            xact_commit as commits, w.wal_records, w.wal_bytes
       from pg_stat_database, pg_stat_wal w where datname = $1`,
    [database],
  );
  return {
    buffers: Number(row?.buffers ?? 0),
    rowsWritten: Number(row?.rows_written ?? 0),
    commits: Number(row?.commits ?? 0),
    walRecords: Number(row?.wal_records ?? 0),
    walBytes: Number(row?.wal_bytes ?? 0),
  };
}

/** What PostgreSQL did between two readings, per unit of work (a transfer, a TPC-B transaction). */
export interface WorkPerUnit {
  buffers: number;
  rowsWritten: number;
  walRecords: number;
  /** WAL kilobytes (1,024 bytes). */
  walKb: number;
}

export function workPerUnit(before: DatabaseWork, after: DatabaseWork, units: number): WorkPerUnit {
  const per = (delta: number) => Number((delta / Math.max(units, 1)).toFixed(1));
  return {
    buffers: per(after.buffers - before.buffers),
    rowsWritten: per(after.rowsWritten - before.rowsWritten),
    walRecords: per(after.walRecords - before.walRecords),
    walKb: per((after.walBytes - before.walBytes) / 1024),
  };
}

/** How far the background jobs were behind the ledger when the load stopped, in events. */
export interface Backlog {
  /** Sealed events the notifier had not read yet. */
  notifier: number;
  /** Sealed events the public log's publisher had not read yet. */
  publisher: number;
  /** Events still queued for the seal. */
  unsealed: number;
}

/**
 * The jobs' backlog in `database` now. A job that falls behind does its work after the measured seconds, so
 * its CPU is missing from the figures: a run whose backlog grows is cheaper than the registry it measures.
 */
export async function backlogOf(url: URL): Promise<Backlog> {
  const [row] = await queryOnce<{ notifier: string; publisher: string; unsealed: string }>(
    `select coalesce(max(e.seq), 0) - (select last_event_seq from notification_state where id = 1) as notifier,
            coalesce(max(e.seq), 0) - (select last_event_seq from public_log_state where id = 1) as publisher,
            (select count(*) from event_queue) as unsealed
       from events e`,
    [],
    url,
  );
  return {
    notifier: Number(row?.notifier ?? 0),
    publisher: Number(row?.publisher ?? 0),
    unsealed: Number(row?.unsealed ?? 0),
  };
}

/** Loaded into an API process (`--import`), it counts the round trips, statements and commits it sends. */
export const counterModule = path.join(repositoryRoot, 'bench/ledger/count-statements.mjs');

/** Sums what each API process counted (count-statements.mjs) into `folder` (BENCH_COUNTS_DIR) by its exit. */
export async function countsOf(
  folder: string,
): Promise<{ roundTrips: number; statements: number; commits: number }> {
  let roundTrips = 0;
  let statements = 0;
  let commits = 0;
  for (const file of await readdir(folder)) {
    const counted = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as {
      roundTrips: number;
      statements: number;
      commits: number;
    };
    roundTrips += counted.roundTrips;
    statements += counted.statements;
    commits += counted.commits;
  }
  return { roundTrips, statements, commits };
}

/** The value at percentile `p` (0-100) of numbers sorted ascending. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Peak resident memory of a process so far (VmHWM), in MB. */
export async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** What `measureLoad` measured of a stream of GETs. */
export interface Latencies {
  requests: number;
  /** Distinct addresses asked: equal to requests when no two were the same (no page cache could answer). */
  distinct: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
  /** CPU time of this process (the clients) per request, in µs. */
  clientCpuUs: number;
}

const fetchGet = async (url: string): Promise<number> => {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
};

/**
 * `clients` loops asking the address `next()` makes for `seconds` after a one-second warm-up; latency of each
 * answer read whole. A fixed address is answered by a page cache after its first ask; varied ones are not.
 *
 * By default each client is a keep-alive socket of node:http asking, as a browser does, for brotli or gzip,
 * reading each body whole without decompressing it. `fetchClient` asks through Node's fetch (undici) instead:
 * it costs about 250 µs of this process's CPU a request against 25 µs of the API's, so 50 fetch loops kept a
 * core busy at 3,100-3,700 requests/s while the API's main thread was idle 85 % of the time (2026-11-26).
 */
export async function measureLoad(
  next: () => string,
  { seconds, clients, fetchClient = false }: { seconds: number; clients: number; fetchClient?: boolean },
): Promise<Latencies> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const get = fetchClient ? fetchGet : (target: string) => httpGet(target, agent);
  const times: number[] = [];
  const asked = new Set<string>();
  let errors = 0;
  const run = async (until: number, record: boolean) => {
    while (Date.now() < until) {
      const url = next();
      const start = performance.now();
      const status = await get(url).catch(() => 0);
      if (status !== 200) errors += 1;
      if (record) {
        times.push(performance.now() - start);
        asked.add(url);
      }
    }
  };
  const warm = Date.now() + 1000;
  await Promise.all(Array.from({ length: clients }, () => run(warm, false)));
  const cpu = process.cpuUsage();
  const end = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, () => run(end, true)));
  const used = process.cpuUsage(cpu);
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    distinct: asked.size,
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors,
    clientCpuUs: (used.user + used.system) / times.length,
  };
}
