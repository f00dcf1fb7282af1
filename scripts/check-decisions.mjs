#!/usr/bin/env node
// Keeps docs/decisions/README.md true (issue 41): every record has a `Status:` line under its title (accepted,
// superseded by NNN, amended by NNN), every record it names as superseding or amending exists, and the index
// lists every record, one line each, in number order. `--write` rewrites the index from the records; without
// it the check fails naming what is out of date. Run by `npm run test:unit`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'docs', 'decisions');
const indexPath = path.join(folder, 'README.md');

const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'))
  .sort();
const numbers = new Set(records.map((name) => name.slice(0, 3)));
const problems = [];
const lines = [];

for (const name of records) {
  const [titleLine = '', , statusLine = ''] = readFileSync(path.join(folder, name), 'utf8').split('\n');
  const title = titleLine.replace(/^#\s*\d{3}\s*[:.—-]*\s*/, '').trim();
  const status = /^Status: (.+)$/.exec(statusLine)?.[1];
  if (!title) problems.push(`${name}: the first line is not "# NNN: Title"`);
  if (!status) {
    problems.push(`${name}: line 3 is not "Status: accepted | superseded by NNN | amended by NNN"`);
    continue;
  }
  if (!/^(accepted|superseded by \d{3})/.test(status))
    problems.push(`${name}: the status "${status}" starts with neither "accepted" nor "superseded by NNN"`);
  for (const [, other] of status.matchAll(/(?:superseded|amended)(?: for [^ ]+)? by (\d{3})/g))
    if (!numbers.has(other)) problems.push(`${name}: its status names ${other}, which is no record here`);
  lines.push(`| [${name.slice(0, 3)}](${name}) | ${title.replaceAll('|', '\\|')} | ${status} |`);
}

const index = [
  '# Decision records',
  '',
  'What the specification and DESIGN.md leave open, decided once, one record each: its context, the decision and',
  'its consequences in about a page (measurements live in `bench/results/`). A record is never rewritten to say',
  'something else: a later one supersedes or amends it, and its `Status:` line says so. New records copy',
  '[000-template.md](000-template.md); `node scripts/check-decisions.mjs --write` rewrites this index, and',
  '`npm run test:unit` fails while it is out of date.',
  '',
  '| No. | Decision | Status |',
  '|---|---|---|',
  ...lines,
  '',
].join('\n');

if (process.argv.includes('--write')) writeFileSync(indexPath, index);
else {
  let current = '';
  try {
    current = readFileSync(indexPath, 'utf8');
  } catch {
    // no index yet: reported below
  }
  if (current !== index)
    problems.push('docs/decisions/README.md is out of date: run `node scripts/check-decisions.mjs --write`');
}

if (problems.length > 0) {
  console.error(
    `Decision records: ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Decision records: ${records.length} records, each with a status, indexed`);
