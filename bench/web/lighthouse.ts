import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repositoryRoot } from '../ledger/bench-support';
import { writeWebSection } from './report';
import { BASE, withBuiltRegistry } from './registry-server';

// Issue 14: Lighthouse (its default mobile emulation: a mid-range phone, simulated slow 4G and a 4x slower
// CPU) on the public pages of a production build (npm run build first), driving Debian's Chromium. Each page
// is run RUNS times in a fresh Chromium; the median of each figure is reported (Lighthouse's scores vary
// from run to run, the more so on a loaded machine).

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/retirement', '/registry', '/registry/{serial}'];
const AIMS = { performance: 95, accessibility: 100, 'best-practices': 95 };

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

// A run Lighthouse could not finish (no paint within its limits on a loaded machine) has no figures: the
// median is taken over the runs that have one, and NaN only when none has.
const median = (values: number[]): number => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function runOnce(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => {
      const found = categories[id]?.score;
      return found === null || found === undefined ? Number.NaN : Math.round(found * 100);
    };
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  await withBuiltRegistry(async (serial) => {
    const load = os.loadavg()[0]!;
    const rows: string[] = [];
    for (const page of PAGES) {
      const address = page.replace('{serial}', serial);
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(`${BASE}${address}`));
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      rows.push(
        `| ${page} | ${m('performance')} (${runs.map((r) => (Number.isNaN(r.performance) ? 'failed' : r.performance)).join(', ')}) | ` +
          `${m('accessibility')} | ${m('bestPractices')} | ${(m('fcp') / 1000).toFixed(2)} | ${(m('lcp') / 1000).toFixed(2)} | ` +
          `${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${(m('bytes') / 1024).toFixed(0)} |`,
      );
      console.log(rows.at(-1));
    }
    const report = `## Lighthouse, mobile emulation (${new Date().toISOString()})

Measured by \`npm run lighthouse -w @safc/bench\`: Lighthouse ${lighthouseVersion()} with its default mobile
settings (a mid-range phone, simulated slow 4G, CPU slowed 4x) driving Debian's Chromium, on a production
build served by the API; ${RUNS} runs per page, each in a fresh browser, the median of each figure (the
performance score of every run in brackets). Issue 14 aims: performance ≥ ${AIMS.performance}, accessibility
${AIMS.accessibility}, best practices ≥ ${AIMS['best-practices']}. Load average (1 min): ${load.toFixed(2)} at the start,
${os.loadavg()[0]!.toFixed(2)} at the end, on ${os.cpus().length} cores shared with the other engineers' builds and tests:
Lighthouse simulates the throttling from what it observes, so a loaded machine lowers the performance score and
raises TBT.

| Page | Performance | Accessibility | Best practices | FCP (s) | LCP (s) | TBT (ms) | CLS | Transferred (kB) |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
    writeWebSection('lighthouse', report);
    console.log(report);
  });
}

function lighthouseVersion(): string {
  const file = path.join(repositoryRoot, 'node_modules/lighthouse/package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : '';
}

await main();
