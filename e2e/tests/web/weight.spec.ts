import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page, type Request } from '@playwright/test';
import { test } from '../../fixtures/ledger';

// Issue 14's weight budget as the browser pays it: each public page opened in a fresh browser context (an
// empty cache), and each kind of user's first signed-in page opened with the session but an empty cache.
// Counted: every request until the page's heading shows and the network has been idle for 500 ms, and the
// JavaScript Chromium fetched, weighed as the .gz file the build wrote beside each script (the unit:
// kB of gzipped JavaScript; Chromium itself is sent brotli). The ceilings are scripts/web-budget.json's,
// which scripts/check-web-budget.mjs also reads: it counts only the build manifest's static imports, a lower
// bound that misses what a page imports as it starts (/login's OpenID client), so this journey is the measure.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'apps/web/dist');

interface Budget {
  aim: { publicJsGzipKb: number; publicRequests: number; signedInJsGzipKb: number };
  /** `requests`: a page whose charts each read their own series may make more than the aim (/statistics). */
  public: { page: string; ceilingKb: number; requests?: number }[];
  signedIn: { page: string; as: string; ceilingKb: number }[];
}
const budget = JSON.parse(readFileSync(path.join(root, 'scripts/web-budget.json'), 'utf8')) as Budget;

interface Visit {
  requests: number;
  scripts: string[];
  jsGzipKb: number;
}

/** The bytes a gzip-only browser receives for a built script: its .gz, or the file if too small to gain. */
function gzipBytes(url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  if (existsSync(file)) return statSync(file).size;
  throw new Error(`${url} is not a file of the build in ${dist}`);
}

async function visit(page: Page, address: string): Promise<Visit> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = requests.filter((r) => r.resourceType() === 'script').map((r) => r.url());
  const jsGzipKb = scripts.reduce((sum, url) => sum + gzipBytes(url), 0) / 1024;
  return { requests: requests.length, scripts: scripts.map((url) => new URL(url).pathname), jsGzipKb };
}

const describe = (v: Visit) =>
  `${v.jsGzipKb.toFixed(1)} kB in ${v.scripts.length} scripts, ${v.requests} requests: ${v.scripts.join(' ')}`;

async function publicSerial(browser: Browser, baseURL: string | undefined): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const answer = await context.request.get('/api/public/units?limit=1');
  const serial = ((await answer.json()) as { items: { serial: string }[] }).items[0]?.serial;
  await context.close();
  if (!serial) throw new Error('the demo registry has no public unit');
  return serial;
}

test.describe('first visit weight (issue 14)', () => {
  for (const { page: route, ceilingKb, requests = budget.aim.publicRequests } of budget.public) {
    test(`${route}: at most ${ceilingKb} kB of gzipped JavaScript and ${requests} requests`, async ({
      browser,
      baseURL,
    }) => {
      const address = route.includes('{serial}')
        ? route.replace('{serial}', await publicSerial(browser, baseURL))
        : route;
      const context = await browser.newContext({ baseURL });
      const result = await visit(await context.newPage(), address);
      await context.close();
      test.info().annotations.push({ type: 'weight', description: `${route}: ${describe(result)}` });
      console.log(`${route}: ${describe(result)}`);
      expect(result.jsGzipKb, describe(result)).toBeLessThanOrEqual(ceilingKb);
      expect(result.requests, describe(result)).toBeLessThanOrEqual(requests);
    });
  }

  for (const { page: route, as, ceilingKb } of budget.signedIn) {
    test(`${route} signed in as ${as}: at most ${ceilingKb} kB of gzipped JavaScript`, async ({
      browser,
      baseURL,
      sessionOf,
    }) => {
      // The session (the token in local storage) without anything cached: the shell's first load.
      const context = await browser.newContext({ baseURL, storageState: await sessionOf(as) });
      const result = await visit(await context.newPage(), route);
      await context.close();
      test.info().annotations.push({ type: 'weight', description: `${route}: ${describe(result)}` });
      console.log(`${route} (${as}): ${describe(result)}`);
      expect(result.jsGzipKb, describe(result)).toBeLessThanOrEqual(ceilingKb);
    });
  }
});
