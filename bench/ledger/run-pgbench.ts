import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * `pgbench -i` on a scratch database, then TPC-B (or, with `['-S']`, select-only) with the same clients and
 * duration; returns its TPS and average latency.
 */
export async function runPgbench(
  url: URL,
  clients: number,
  seconds: number,
  extraArgs: string[] = [],
  /** Run between `pgbench -i` and the measured run (to read the database's counters there). */
  initialised: () => Promise<void> = async () => undefined,
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
  await run('pgbench', ['-i', '-q', ...connection, database], { env });
  await initialised();
  const { stdout } = await run(
    'pgbench',
    ['-c', String(clients), '-j', '2', '-T', String(seconds), ...extraArgs, ...connection, database],
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
