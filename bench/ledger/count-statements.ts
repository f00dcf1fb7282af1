import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Loaded into each API process of the benchmark (`--import`): counts the statements the process sends to
 * PostgreSQL (BEGIN, SAVEPOINT and COMMIT included, each one round trip) and the COMMITs among them, and
 * writes them to BENCH_COUNTS_DIR/<pid>.json when the process exits.
 */
const folder = process.env.BENCH_COUNTS_DIR;
let statements = 0;
let commits = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0];
  const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
  statements += 1;
  if (text?.trim().toLowerCase() === 'commit') commits += 1;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

if (folder) {
  process.on('exit', () => {
    writeFileSync(path.join(folder, `${process.pid}.json`), JSON.stringify({ statements, commits }));
  });
}
