import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Request } from '@playwright/test';
import { repositoryRoot } from '../ledger/bench-support';
import { BASE, dist, withBuiltRegistry } from './registry-server';
import { writeWebSection } from './report';

// Issue 14: what a first visit to each public page costs, measured from what Chromium really loads from a
// production build (npm run build first): JavaScript as the gzip files the build wrote beside each asset
// (the unit), the bytes actually transferred (brotli, as Chromium accepts it), and the requests.
// A visit ends when the page's heading is shown and the network has been idle for 500 ms. The signed-in
// shell is measured the same way: signed in first, then the browser's cache emptied and the page opened.

// The pages and aims of the budget the journeys hold (scripts/web-budget.json, e2e/tests/web/weight.spec.ts).
const budget = JSON.parse(readFileSync(path.join(repositoryRoot, 'scripts/web-budget.json'), 'utf8')) as {
  aim: { publicJsGzipKb: number; publicRequests: number; signedInJsGzipKb: number };
  public: { page: string }[];
  signedIn: { page: string; as: string }[];
};
const PUBLIC_PAGES = budget.public.map(({ page }) => page);
const DEMO_PASSWORD = 'safc-demo';
const SHELL_VISITS = budget.signedIn.map(({ as, page }) => ({ who: as, page }));
const BUDGET_JS_KB = budget.aim.publicJsGzipKb;
const BUDGET_REQUESTS = budget.aim.publicRequests;
const BUDGET_SHELL_KB = budget.aim.signedInJsGzipKb;

type Browser = Awaited<ReturnType<typeof chromium.launch>>;
type Tab = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['newPage']>>;

interface Visit {
  page: string;
  shell: boolean;
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

async function record(tab: Tab, page: string, shell: boolean): Promise<Visit> {
  const finished: Request[] = [];
  const listener = (request: Request) => finished.push(request);
  tab.on('requestfinished', listener);
  await tab.goto(`${BASE}${page}`);
  await tab.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await tab.waitForLoadState('networkidle');
  tab.off('requestfinished', listener);
  let jsGzip = 0;
  let transferred = 0;
  let scripts = 0;
  for (const request of finished) {
    transferred += (await request.sizes()).responseBodySize;
    if (request.resourceType() !== 'script') continue;
    scripts += 1;
    jsGzip += gzipBytesOf(request.url());
  }
  return {
    page,
    shell,
    requests: finished.length,
    scripts,
    jsGzipKb: jsGzip / 1024,
    transferredKb: transferred / 1024,
  };
}

async function visit(browser: Browser, page: string): Promise<Visit> {
  const context = await browser.newContext();
  const result = await record(await context.newPage(), page, false);
  await context.close();
  return result;
}

/** Signs in through the embedded provider, empties the cache, then opens the user's first page. */
async function visitSignedIn(browser: Browser, who: string, page: string): Promise<Visit> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${BASE}/login`);
  await tab.waitForURL(/\/oidc\/interaction\//);
  await tab.getByLabel('E-mail').fill(who);
  await tab.getByLabel('Password').fill(DEMO_PASSWORD);
  await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
  await tab.waitForURL((url) => !/^\/(oidc\/|login)/.test(url.pathname), { timeout: 60_000 });
  await tab.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  const result = await record(tab, page, true);
  await context.close();
  return { ...result, page: `${page} (${who.split('@')[0]}, signed in)` };
}

async function main(): Promise<void> {
  await withBuiltRegistry(async (serial) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const visits: Visit[] = [];
    for (const page of PUBLIC_PAGES) visits.push(await visit(browser, page.replace('{serial}', serial)));
    for (const { who, page } of SHELL_VISITS) visits.push(await visitSignedIn(browser, who, page));
    await browser.close();
    const row = (v: Visit) =>
      `| ${v.page} | ${v.requests} | ${v.scripts} | ${v.jsGzipKb.toFixed(1)} | ${v.transferredKb.toFixed(1)} | ${
        (
          v.shell
            ? v.jsGzipKb <= BUDGET_SHELL_KB
            : v.jsGzipKb <= BUDGET_JS_KB && v.requests <= BUDGET_REQUESTS
        )
          ? 'yes'
          : 'no'
      } |`;
    const report = `# Web: first visit to each public page (${new Date().toISOString()})

Measured by \`npm run web -w @safc/bench\` on a production build served by the API (precompressed assets,
apps/web/build/precompress.ts), in Debian's Chromium with an empty cache. JavaScript is counted as the gzip
files of the scripts the page really loaded; "transferred" is every response body as sent (brotli).
Issue 14's budget: at most ${BUDGET_JS_KB} kB of JavaScript gzipped and ${BUDGET_REQUESTS} requests per public page;
the signed-in shell's first load at most ${BUDGET_SHELL_KB} kB. Requests include the document, /api/config and the
page's data; a signed-in page's also the profile and the shell's counters. Load average (1, 5, 15 min) at the
end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}, on cores shared with the other engineers' builds and tests.

| Page | Requests | Scripts | JavaScript, gzip (kB) | Transferred (kB) | Within budget |
|---|---|---|---|---|---|
${visits.map(row).join('\n')}

Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}.
`;
    writeWebSection('first-visit', report);
    console.log(report);
  });
}

await main();
