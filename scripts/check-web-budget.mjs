#!/usr/bin/env node
// Issue 14's weight budget, first check (run after `npm run build` in test:e2e, before the journeys): the
// first visit to each public page should load at most 150 kB of JavaScript gzipped in at most 15 requests,
// and the signed-in shell's first page at most 300 kB. Not every page is there yet, so each page has a
// ceiling in scripts/web-budget.json: what it weighs now. A change that makes a page heavier than its ceiling
// fails; one that makes it lighter should lower the ceiling (docs/decisions/041, 058).
// The measure is the journey e2e/tests/web/weight.spec.ts: Chromium opens each page with an empty cache and
// the scripts it fetched are weighed. This script reads the bundler's manifest (apps/web/dist/.vite/
// manifest.json) instead: the entry's static imports plus the route module's, weighed as the .gz files the
// build writes. That is a lower bound: a page's dynamic imports made as it starts are not in it (/login's
// OpenID client, 17 kB, loaded to send the visitor to the provider; a signed-in page's session schemas). It
// fails in seconds where the journey would fail minutes later, and `--report` lists what each page loads,
// heaviest chunk first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

export const BUDGET = JSON.parse(readFileSync(path.join(root, 'scripts/web-budget.json'), 'utf8'));
// Requests a public page makes besides its scripts: the document, /api/config and the page's data (at
// most two reads). The script budget is what is left of the 15.
const NON_SCRIPT_REQUESTS = 4;
/**
 * The entry (src/main.tsx) imports the renderer and the app at once, dynamically so that each runs in its
 * own task (docs/decisions/060): every dynamic import of the entry's chunks is counted but these.
 */
const ENTRY_LOADS_LATER = ['src/lib/error-reporting/start-error-reporting.ts'];
/** The signed-in shell, loaded with the first signed-in page of each kind of user. */
const SHELL = 'src/app/shell/signed-in.ts';

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
  for (const key of [...seen])
    for (const part of manifest[key].dynamicImports ?? []) if (!ENTRY_LOADS_LATER.includes(part)) visit(part);
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
        `${page}: ${result.scripts} scripts (at most ${maxScripts}, for ${BUDGET.aim.publicRequests} requests)`,
      );
    }
  };
  const { aim } = BUDGET;
  for (const { page, route, ceilingKb } of BUDGET.public) {
    check(page, [route], ceilingKb, aim.publicJsGzipKb, aim.publicRequests - NON_SCRIPT_REQUESTS);
  }
  for (const { page, route, ceilingKb } of BUDGET.signedIn)
    check(`shell + ${page}`, [SHELL, route], ceilingKb, aim.signedInJsGzipKb);
  console.log(
    `First visit, JavaScript gzipped, from the build manifest (issue 14):\n${rows.map((r) => `  ${r}`).join('\n')}`,
  );
  if (problems.length > 0) {
    console.error(`\nOver budget:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
