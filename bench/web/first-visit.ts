import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Request } from '@playwright/test';
import { repositoryRoot } from '../ledger/bench-support';

// Issue 14: what a first visit to each public page costs, measured from what Chromium really loads from a
// production build (npm run build first): JavaScript as the gzip files the build wrote beside each asset
// (the unit), the bytes actually transferred (brotli, as Chromium accepts it), and the requests.

const PORT = Number(process.env.WEB_BENCH_PORT ?? 3390);
const BASE = `http://localhost:${PORT}`;
const PAGES = ['/', '/collaboration', '/terms', '/retirement', '/registry'];
const BUDGET_JS_KB = 150;
const BUDGET_REQUESTS = 15;
const dist = path.join(repositoryRoot, 'apps/web/dist');

interface Visit {
  page: string;
  requests: number;
  scripts: number;
  jsGzipKb: number;
  transferredKb: number;
}

const gzipBytesOf = (url: string): number => {
  const file = path.join(dist, new URL(url).pathname);
  const gz = `${file}.gz`;
  if (existsSync(gz)) return statSync(gz).size;
  return existsSync(file) ? statSync(file).size : 0;
};

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const healthy = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the registry did not start');
}

async function visit(browser: Awaited<ReturnType<typeof chromium.launch>>, page: string): Promise<Visit> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const finished: Request[] = [];
  tab.on('requestfinished', (request) => finished.push(request));
  await tab.goto(`${BASE}${page}`, { waitUntil: 'networkidle' });
  let jsGzip = 0;
  let transferred = 0;
  let scripts = 0;
  for (const request of finished) {
    transferred += (await request.sizes()).responseBodySize;
    if (request.resourceType() !== 'script') continue;
    scripts += 1;
    jsGzip += gzipBytesOf(request.url());
  }
  await context.close();
  return {
    page,
    requests: finished.length,
    scripts,
    jsGzipKb: jsGzip / 1024,
    transferredKb: transferred / 1024,
  };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('build the web app first: npm run build');
  const server = spawn(process.execPath, ['e2e/start-server.mjs'], {
    cwd: repositoryRoot,
    env: { ...process.env, E2E_PORT: String(PORT) },
    stdio: 'ignore',
  });
  try {
    await waitForHealth();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const visits: Visit[] = [];
    for (const page of PAGES) visits.push(await visit(browser, page));
    await browser.close();
    const row = (v: Visit) =>
      `| ${v.page} | ${v.requests} | ${v.scripts} | ${v.jsGzipKb.toFixed(1)} | ${v.transferredKb.toFixed(1)} | ${
        v.jsGzipKb <= BUDGET_JS_KB && v.requests <= BUDGET_REQUESTS ? 'yes' : 'no'
      } |`;
    const report = `# Web: first visit to each public page (${new Date().toISOString()})

Measured by \`npm run web -w @safc/bench\` on a production build served by the API (precompressed assets,
apps/web/build/precompress.ts), in Debian's Chromium with an empty cache. JavaScript is counted as the gzip
files of the scripts the page really loaded; "transferred" is every response body as sent (brotli).
Issue 14's budget: at most ${BUDGET_JS_KB} kB of JavaScript gzipped and ${BUDGET_REQUESTS} requests per public page.

| Page | Requests | Scripts | JavaScript, gzip (kB) | Transferred (kB) | Within budget |
|---|---|---|---|---|---|
${visits.map(row).join('\n')}

Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}.
`;
    await writeFile(path.join(repositoryRoot, 'bench/results/web.md'), report);
    console.log(report);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
