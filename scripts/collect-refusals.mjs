#!/usr/bin/env node
// Turns the refusals the API tests recorded (RECORD_REFUSALS=<file>, one JSON line each) into the fixture
// packages/domain/src/presentation/api-refusals.fixture.json: one entry per distinct message shape, ids and
// error ids replaced by placeholders so the fixture does not change with every run. Entries already in the
// fixture stay (run it over several recordings):
//   RECORD_REFUSALS=/tmp/refusals.jsonl npx vitest run --project api apps/api/test/<file>
//   node scripts/collect-refusals.mjs /tmp/refusals.jsonl
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const FIXTURE = new URL('../packages/domain/src/presentation/api-refusals.fixture.json', import.meta.url);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const normal = (value) =>
  JSON.parse(JSON.stringify(value).replace(UUID, '00000000-0000-4000-8000-000000000000'));

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/collect-refusals.mjs <recorded.jsonl>...');
  process.exit(2);
}
const known = existsSync(FIXTURE) ? JSON.parse(readFileSync(FIXTURE, 'utf8')) : [];
const byShape = new Map(known.map((entry) => [shapeOf(entry), entry]));
function shapeOf({ route, body }) {
  const details = body.details && typeof body.details === 'object' ? Object.keys(body.details).sort() : [];
  return JSON.stringify([route, body.statusCode, body.message.replace(/\d+(\.\d+)?/g, '#'), details]);
}
for (const file of files) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { route, body } = JSON.parse(line);
    const entry = normal({ route, body: { ...body, ...(body.errorId ? { errorId: 'error-id' } : {}) } });
    if (!byShape.has(shapeOf(entry))) byShape.set(shapeOf(entry), entry);
  }
}
const entries = [...byShape.values()].sort((a, b) => a.route.localeCompare(b.route));
writeFileSync(FIXTURE, `${JSON.stringify(entries, null, 1)}\n`);
console.log(`${entries.length} refusals in ${FIXTURE.pathname}`);
