import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { freePort } from '../helpers/free-port';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `apps/api/src/server.ts` as its own process, as a deployment behind a load balancer would.
 * `preload` is a module loaded first (`--import`), for a test that must act inside the process.
 */
export async function startApiProcess(
  env: Record<string, string>,
  preload?: string,
  startSeconds = 90,
): Promise<ApiProcess> {
  const port = await freePort();
  const imports = preload ? ['--import', 'tsx', '--import', preload] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...imports, 'apps/api/src/server.ts'], {
    cwd: repositoryRoot,
    // No metrics port unless the test gives one (9500-9519): processes of parallel tests would share 9464.
    env: {
      ...process.env,
      METRICS_PORT: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited (${child.exitCode}): ${errors}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      // Not left running (with API_PROCESSES, it would go on restarting its processes after the test).
      child.kill('SIGTERM');
      throw new Error(`API process did not answer within ${startSeconds} s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        // Ended already: by itself (exitCode) or by a signal such as a test's SIGKILL (signalCode).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** One scrape of a process's (or API_PROCESSES' primary's) Prometheus metrics on `port`. */
export interface MetricsScrape {
  at: number;
  ms: number;
  status: number;
  /** The value of one series, such as `safc_api_processes_answering`; -1 when the answer lacks it. */
  figure(series: string): number;
}

export async function scrapeMetrics(port: number): Promise<MetricsScrape> {
  const at = Date.now();
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    signal: AbortSignal.timeout(5000),
  }).catch(() => undefined);
  const text = response?.ok ? await response.text() : '';
  const lines = new Map(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]),
  );
  return {
    at,
    ms: Date.now() - at,
    status: response?.status ?? 0,
    figure: (series) => lines.get(series) ?? -1,
  };
}

/**
 * The shape the provider sign-in helper drives (inject + config), over real HTTP to a process: the same
 * code + PKCE steps a browser takes, with redirects left for the helper to follow.
 */
export function overHttp(base: string, publicUrl: string): App {
  const config = loadConfig({ PUBLIC_URL: publicUrl });
  const inject = async (options: {
    method?: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }) => {
    const response = await fetch(`${base}${options.url}`, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.payload,
      redirect: 'manual',
    });
    const body = await response.text();
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    return {
      statusCode: response.status,
      headers,
      body,
      json: () => JSON.parse(body),
    } as unknown as LightMyRequestResponse;
  };
  return { config, inject } as unknown as App;
}
