#!/usr/bin/env node
// Keeps docs/spec-conformance.md true: every test it names still exists (the file, and the test's title or
// its group's in that file), every decision it cites is a file in docs/decisions/, every row says how the
// statement is held, and the counts at the top are the counts of the rows. Run by `npm run test:unit`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const listPath = path.join(root, 'docs', 'spec-conformance.md');
const list = readFileSync(listPath, 'utf8');

const STATUSES = ['tested', 'decision', 'no test yet'];
const TEST_REF = /`([^`]+\.(?:test|spec)\.tsx?)`\s*›\s*`([^`]+)`/g;
const DECISION_REF = /docs\/decisions\/(\d{3}-[a-z0-9-]+\.md)/g;

const problems = [];
const counts = { statements: 0, tested: 0, decision: 0, untested: 0 };
const seenIds = new Set();
const fileText = new Map();

function textOf(relative) {
  if (!fileText.has(relative)) {
    const absolute = path.join(root, relative);
    fileText.set(relative, existsSync(absolute) ? readFileSync(absolute, 'utf8') : null);
  }
  return fileText.get(relative);
}

for (const [index, line] of list.split('\n').entries()) {
  const cells = line.split('|').map((cell) => cell.trim());
  // A statement row: | ID | statement | status | proof |
  if (cells.length < 6 || !/^[PF]\d+\.\d+[a-z]?$/.test(cells[1])) continue;
  const [, id, statement, status, proof] = cells;
  const where = `line ${index + 1} (${id})`;
  counts.statements += 1;
  if (seenIds.has(id)) problems.push(`${where}: the id ${id} is used twice`);
  seenIds.add(id);
  if (!statement) problems.push(`${where}: no statement`);
  if (!STATUSES.includes(status))
    problems.push(`${where}: status "${status}" is none of ${STATUSES.join(', ')}`);
  const tests = [...proof.matchAll(TEST_REF)];
  const decisions = [...proof.matchAll(DECISION_REF)];
  for (const [, file, title] of tests) {
    const text = textOf(file);
    if (text === null) problems.push(`${where}: ${file} does not exist`);
    else if (!text.includes(title)) problems.push(`${where}: ${file} has no test named "${title}"`);
  }
  for (const [, decision] of decisions) {
    if (!existsSync(path.join(root, 'docs', 'decisions', decision)))
      problems.push(`${where}: docs/decisions/${decision} does not exist`);
  }
  if (status === 'tested') {
    counts.tested += 1;
    if (tests.length === 0) problems.push(`${where}: "tested" names no test`);
  } else if (status === 'decision') {
    counts.decision += 1;
    if (decisions.length === 0) problems.push(`${where}: "decision" cites no docs/decisions/ file`);
  } else if (status === 'no test yet') {
    counts.untested += 1;
  }
}

const summary =
  /Statements: (\d+) · with a test: (\d+) · departing by decision: (\d+) · no test yet: (\d+)/.exec(list);
const stated = summary?.slice(1).map(Number);
const actual = [counts.statements, counts.tested, counts.decision, counts.untested];
if (!stated) problems.push('the summary line "Statements: N · with a test: N · ..." is missing');
else if (stated.join() !== actual.join())
  problems.push(`the summary says ${stated.join('/')} but the rows count ${actual.join('/')}`);

if (problems.length > 0) {
  console.error(`docs/spec-conformance.md: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `docs/spec-conformance.md: ${counts.statements} statements, ${counts.tested} with a test, ` +
    `${counts.decision} departing by decision, ${counts.untested} with no test yet; every named test exists.`,
);
