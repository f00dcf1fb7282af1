#!/usr/bin/env node
// Every journey runs (issue 41): Playwright takes every `*.spec.ts` under e2e/tests/, and each must take `test`
// from the journeys' fixtures (e2e/fixtures/registry.ts, or one built on it), which gives the file a registry of
// its own; a `test` taken straight from @playwright/test would have no registry to run against. A test file
// under e2e/tests/ that is not named `*.spec.ts` would never run. Run by `npm run test:e2e` before the journeys.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testsFolder = path.join(root, 'e2e', 'tests');
const problems = [];
let journeys = 0;

for (const entry of readdirSync(testsFolder, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  const relative = path.relative(root, file);
  const text = readFileSync(file, 'utf8');
  const hasTests = /\btest(\.describe)?\(/.test(text);
  if (!entry.name.endsWith('.spec.ts')) {
    if (hasTests) problems.push(`${relative}: holds tests but is not named *.spec.ts, so it never runs`);
    continue;
  }
  journeys += 1;
  const fromPlaywright = /import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/.exec(text);
  if (fromPlaywright && /(^|[\s,])test([\s,]|$)/.test(fromPlaywright[1]))
    problems.push(`${relative}: takes \`test\` from @playwright/test; take it from e2e/fixtures/registry.ts`);
  if (!/import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'[./]+\/fixtures\//.test(text))
    problems.push(`${relative}: does not take \`test\` from e2e/fixtures/`);
}

if (problems.length > 0) {
  console.error(`Journeys: ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Journeys: ${journeys} spec files, each on a registry of its own`);
