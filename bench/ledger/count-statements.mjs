// Plain JavaScript, not TypeScript: it is loaded into the API bundle (`--import`), which runs on plain node as
// deployed (docs/decisions/047); a .ts module here would bring tsx's loader into the measured process.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Loaded into each API process of the benchmark: counts the round trips the process makes to PostgreSQL (each
 * query sent), the statements in them (BEGIN, SAVEPOINT and COMMIT included; a simple query may carry several,
 * separated by semicolons) and the COMMITs among them, and writes them to BENCH_COUNTS_DIR/<pid>.json when the
 * process exits.
 */
const folder = process.env.BENCH_COUNTS_DIR;
let roundTrips = 0;
let statements = 0;
let commits = 0;

/**
 * The statements of a query text: its semicolons outside quoted literals, plus the last statement. Most texts
 * (every prepared statement) have no semicolon at all and are not walked: walking each text character by
 * character, kilobytes of CTE and JSON per round trip, cost the API a measurable share of the CPU the
 * benchmark reports for it.
 * @param {string} text
 * @returns {string[]}
 */
function statementsOf(text) {
  if (!text.includes(';')) return [text.length <= 10 ? text.trim().toLowerCase() : text];
  const parts = [];
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === "'") quoted = !quoted;
    else if (char === ';' && !quoted) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim().toLowerCase()).filter((part) => part !== '');
}

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  const config = args[0];
  const text = typeof config === 'string' ? config : config?.text;
  const parts = statementsOf(text ?? '');
  roundTrips += 1;
  statements += Math.max(parts.length, 1);
  commits += parts.filter((part) => part === 'commit').length;
  return query.apply(this, args);
};

if (folder) {
  process.on('exit', () => {
    writeFileSync(
      path.join(folder, `${process.pid}.json`),
      JSON.stringify({ roundTrips, statements, commits }),
    );
  });
}
