import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PgbenchOptions {
  /** More arguments of the measured run, e.g. `['-S']` for select-only. */
  args?: string[];
  /**
   * `pgbench -i -s`: 1 (pgbench's default) makes one branch row and ten teller rows, which every TPC-B
   * transaction updates; with more clients than branches the run mostly measures their row locks held
   * through each commit's flush, not what PostgreSQL can do (pgbench's documentation: the scale factor
   * should be at least the number of clients; docs/decisions/067).
   */
  scale?: number;
  /** A script of its own (`-f`) on a database made by someone else: no `pgbench -i`. */
  script?: string;
  /** Run between `pgbench -i` and the measured run (to read the database's counters there). */
  initialised?: () => Promise<void>;
}

/**
 * `pgbench -i` on a scratch database, then TPC-B (or, with `['-S']`, select-only; or a script of its own on a
 * database made by someone else) with the same clients and duration; returns its TPS and average latency.
 */
export async function runPgbench(
  url: URL,
  clients: number,
  seconds: number,
  { args = [], scale = 1, script, initialised = async () => undefined }: PgbenchOptions = {},
): Promise<{ tps: number; latencyMs: number; output: string; transactions: number }> {
  const connection = [
    '-h',
    // A Unix socket directory when the API uses one too (BENCH_PGHOST): the same transport for both.
    url.searchParams.get('host') ?? url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
  ];
  const database = url.pathname.slice(1);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  if (!script) await run('pgbench', ['-i', '-q', '-s', String(scale), ...connection, database], { env });
  await initialised();
  const scripted = script ? ['-f', script] : [];
  const { stdout } = await run(
    'pgbench',
    ['-c', String(clients), '-j', '2', '-T', String(seconds), ...scripted, ...args, ...connection, database],
    {
      env,
      timeout: (seconds + 60) * 1000,
    },
  );
  const match =
    /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(stdout);
  if (!match) throw new Error(`pgbench printed no TPS:\n${stdout}`);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
  return {
    tps: Number(match[1]),
    latencyMs: Number(latency?.[1] ?? Number.NaN),
    output: stdout,
    transactions: Number(processed?.[1] ?? Number.NaN),
  };
}
