#!/usr/bin/env node
// Issue 14's weight budget, held by `npm test` (run after `npm run build` in test:e2e): the first visit to
// each public page should load at most 150 kB of JavaScript gzipped in at most 15 requests, and the
// signed-in shell's first page at most 300 kB. Not every page is there yet, so each page has a ceiling:
// what it weighs now plus a few kB. A change that makes a page heavier than its ceiling, or that needs more
// requests than the 15, fails; a change that makes it lighter should lower the ceiling (docs/decisions/041).
// Read from the bundler's own manifest (apps/web/dist/.vite/manifest.json): a page's first visit is the
// entry's static imports plus its route module's static imports (the route's lazy page loads before it
// renders; dynamic imports inside a page wait for a click or a signed-in visitor). Sizes are the .gz files the build writes beside each asset, the bytes a browser that
// accepts only gzip receives. bench/web/first-visit.ts measures the same pages in Chromium; the two agree.
// `--report` prints every page and what it loads, heaviest chunk first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

export const PUBLIC_AIM = { jsGzipKb: 150, requests: 15 };
export const SHELL_AIM = { jsGzipKb: 300 };
// Requests a public page makes besides its scripts: the document, /api/config and the page's data (at
// most two reads). The script budget is what is left of the 15.
const NON_SCRIPT_REQUESTS = 4;

/** Public pages: the source module of their route (apps/web/src/app/router.tsx) and their ceiling in kB. */
export const PUBLIC_PAGES = {
  '/': ['src/features/landing/routes/home-page.tsx', 150],
  '/collaboration': ['src/features/public/routes/collaboration-page.tsx', 148.5],
  '/terms': ['src/features/public/routes/terms-page.tsx', 148.5],
  '/retirement': ['src/features/public/routes/retirement-page.tsx', 163],
  '/registry': ['src/features/public/routes/registry-page.tsx', 166],
  '/registry/:serial': ['src/features/public/routes/public-unit-page.tsx', 160],
  '/login': ['src/features/auth/routes/login-page.tsx', 144],
};
/** The signed-in shell with the first page of each kind of user (holdings, companies, actions). */
const SHELL = 'src/app/shell/signed-in.ts';
export const SHELL_PAGES = {
  'shell + /holdings': [[SHELL, 'src/features/holdings/routes/holdings-page.tsx'], 330],
  'shell + /companies': [[SHELL, 'src/features/companies/routes/companies-page.tsx'], 289],
  'shell + /actions': [[SHELL, 'src/features/actions/routes/actions-page.tsx'], 298],
};

function gzipBytes(file) {
  const absolute = path.join(dist, file);
  const gz = `${absolute}.gz`;
  if (existsSync(gz)) return statSync(gz).size;
  // precompress skips files too small to gain: they travel as they are.
  return statSync(absolute).size;
}

export function firstVisit(manifest, modules) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const module of modules) visit(module);
  const files = [...seen].map((key) => ({ file: manifest[key].file, gzip: gzipBytes(manifest[key].file) }));
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, scripts: files.length, jsGzipKb: files.reduce((sum, f) => sum + f.gzip, 0) / 1024 };
}

function main() {
  if (!existsSync(manifestPath)) {
    console.error('check-web-budget: no build manifest; run `npm run build` first.');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const report = process.argv.includes('--report');
  const problems = [];
  const rows = [];
  const check = (page, modules, ceilingKb, aimKb, maxScripts) => {
    const result = firstVisit(manifest, modules);
    const aim = result.jsGzipKb <= aimKb ? 'within the aim' : `aim ${aimKb} kB`;
    rows.push(
      `${page.padEnd(20)} ${result.jsGzipKb.toFixed(1).padStart(6)} kB in ${String(result.scripts).padStart(2)} scripts` +
        ` (ceiling ${ceilingKb} kB, ${aim})`,
    );
    if (report)
      for (const f of result.files) rows.push(`    ${(f.gzip / 1024).toFixed(1).padStart(6)} ${f.file}`);
    if (result.jsGzipKb > ceilingKb) {
      problems.push(
        `${page}: ${result.jsGzipKb.toFixed(1)} kB of JavaScript gzipped, above its ceiling of ${ceilingKb} kB`,
      );
    }
    if (maxScripts !== undefined && result.scripts > maxScripts) {
      problems.push(
        `${page}: ${result.scripts} scripts (at most ${maxScripts}, for ${PUBLIC_AIM.requests} requests)`,
      );
    }
  };
  for (const [page, [module, ceiling]] of Object.entries(PUBLIC_PAGES)) {
    check(page, [module], ceiling, PUBLIC_AIM.jsGzipKb, PUBLIC_AIM.requests - NON_SCRIPT_REQUESTS);
  }
  for (const [page, [modules, ceiling]] of Object.entries(SHELL_PAGES))
    check(page, modules, ceiling, SHELL_AIM.jsGzipKb);
  console.log(`First visit, JavaScript gzipped (issue 14):\n${rows.map((r) => `  ${r}`).join('\n')}`);
  if (problems.length > 0) {
    console.error(`\nOver budget:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
