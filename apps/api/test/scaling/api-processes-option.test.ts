import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { scrapeMetrics, startApiProcess, type ApiProcess } from './api-processes';

// Issue 13: API_PROCESSES=N (a documented start option, src/api-processes.ts) runs N registry processes on
// one port, and replaces one that dies. The primary is started as `npm start` would; its children are read
// from /proc (Linux). PostgreSQL only: more than one process needs it. The primary's combined metrics
// (decisions 117 and 128) answer before, while and after one process dies, and keep what it counted.
const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 2;
const ANSWERING = 'safc_api_processes_answering';
const HEALTH_CALLS = 'http_request_duration_seconds_count{route="/api/health",method="GET",status="200"}';

/** The ids of the registry processes whose parent is `pid`. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // "pid (command) state ppid ...": the command may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    // The registry's processes only: tsx's esbuild service is a child of the primary too.
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (ppid === pid && command.includes('server.ts')) children.push(Number(entry));
  }
  return children.sort((a, b) => a - b);
}

/** Those of `pids` still running (a zombie has ended). */
async function running(pids: number[]): Promise<number[]> {
  const alive: number[] = [];
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (stat && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z') alive.push(pid);
  }
  return alive;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(serverUrl && process.platform === 'linux')(`API_PROCESSES=${PROCESSES}`, () => {
  const databaseName = `safc_api_processes_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let admin: pg.Client;
  let dataDir: string;
  let api: ApiProcess;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'safc-api-processes-'));
    api = await startApiProcess(
      {
        DATABASE_URL: url.toString(),
        PUBLIC_URL: 'http://registry.test',
        APP_ENV: 'development',
        SEED_DEMO: 'true',
        DATA_DIR: dataDir,
        API_PROCESSES: String(PROCESSES),
        METRICS_PORT: String(metricsPort),
        // Several processes migrate, seed and compile at once: on a busy machine that takes longer than one.
      },
      undefined,
      200,
    );
  }, 240_000);

  afterAll(async () => {
    await api?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts that many processes on one port, replaces one that dies, and stops them all', async () => {
    const primary = api.child.pid!;
    const started = await until(
      'API processes',
      () => childrenOf(primary),
      (pids) => pids.length >= PROCESSES,
    );
    expect(started).toHaveLength(PROCESSES);
    // Each answers on the one port: node:cluster hands the primary's connections round the processes.
    for (let call = 0; call < PROCESSES * 2; call += 1) {
      const health = await fetch(`${api.base}/api/health`, { headers: { connection: 'close' } });
      expect(health.status).toBe(200);
    }

    const before = await until(
      'both processes in the metrics',
      () => scrapeMetrics(metricsPort),
      (scrape) => scrape.figure(ANSWERING) === PROCESSES,
    );
    const counted = before.figure(HEALTH_CALLS);
    expect(counted).toBeGreaterThanOrEqual(PROCESSES * 2);

    process.kill(started[0]!, 'SIGKILL');
    // While its successor starts, the scrape answers at once, and what the dead process counted stays.
    const during = await scrapeMetrics(metricsPort);
    expect(during.status).toBe(200);
    expect(during.ms).toBeLessThan(2000);
    expect(during.figure(HEALTH_CALLS)).toBeGreaterThanOrEqual(counted);
    const replaced = await until(
      'the replacement',
      () => childrenOf(primary),
      (pids) => pids.length === PROCESSES && !pids.includes(started[0]!),
    );
    expect(replaced.filter((pid) => started.includes(pid))).toHaveLength(PROCESSES - 1);
    await until(
      'a healthy API',
      () =>
        fetch(`${api.base}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      (s) => s === 200,
    );

    const after = await until(
      'the successor in the metrics',
      () => scrapeMetrics(metricsPort),
      (scrape) => scrape.figure(ANSWERING) === PROCESSES,
    );
    expect(after.ms).toBeLessThan(2000);
    expect(after.figure(HEALTH_CALLS)).toBeGreaterThan(counted);

    await api.stop();
    const left = await until(
      'the stop',
      () => running(replaced),
      (pids) => pids.length === 0,
    );
    expect(left).toEqual([]);
  }, 240_000);
});
