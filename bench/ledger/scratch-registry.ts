import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { queryRows } from '../../apps/api/src/db/query-rows';
import { seedDemoRegistry } from '../../apps/api/src/db/seed';
import { databaseUrl, onServer, repositoryRoot } from './bench-support';
import { prepareLedger } from './prepare-ledger';

export interface ScratchRegistry {
  /** The demo registry, migrated and seeded. */
  database: string;
  /** An empty database beside it for pgbench's reference run. */
  pgbenchDatabase: string;
  /** A session of the demo's Nordic initiator, and who that is. */
  initiatorToken: string;
  initiatorId: string;
}

/**
 * The floor and batching benchmarks' set-up: a scratch demo registry with a session for its initiator, and an
 * empty database for pgbench, both dropped once `work` is done.
 */
export async function withScratchRegistry<T>(
  prefix: string,
  work: (scratch: ScratchRegistry) => Promise<T>,
): Promise<T> {
  const suffix = randomBytes(4).toString('hex');
  const database = `${prefix}_${suffix}`;
  const pgbenchDatabase = `${prefix}_pgbench_${suffix}`;
  await onServer(`create database ${database}`);
  await onServer(`create database ${pgbenchDatabase}`);
  try {
    const opened = await openDatabase({ databaseUrl: databaseUrl(database).toString() });
    await migrateDatabase(opened);
    await seedDemoRegistry(opened.db);
    const ledger = await prepareLedger(opened.db, 1, 1);
    const [initiator] = await queryRows<{ id: string }>(
      opened.db,
      sql`select id from users where email = 'initiator@nordicfuels.example'`,
    );
    await opened.close();
    if (!initiator) throw new Error('bench: the demo initiator is missing');
    return await work({
      database,
      pgbenchDatabase,
      initiatorToken: ledger.initiatorToken,
      initiatorId: initiator.id,
    });
  } finally {
    await onServer(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await onServer(`drop database if exists ${pgbenchDatabase} with (force)`).catch(() => undefined);
  }
}

/**
 * Where a results file's generated part ends: what follows (the notes a person wrote on earlier runs, each with
 * its date) is kept when the next run rewrites the part above.
 */
const KEPT_BELOW = '<!-- written by hand below this line: a new run keeps it -->';

/** bench/results/<name>.json and .md, the markdown printed too; the .md keeps what is below KEPT_BELOW. */
export async function writeResults(name: string, json: unknown, markdown: string): Promise<void> {
  const folder = path.join(repositoryRoot, 'bench/results');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const file = path.join(folder, `${name}.md`);
  const current = await readFile(file, 'utf8').catch(() => '');
  const kept = current.includes(KEPT_BELOW)
    ? current.slice(current.indexOf(KEPT_BELOW) + KEPT_BELOW.length)
    : '\n';
  await writeFile(file, `${markdown.trimEnd()}\n\n${KEPT_BELOW}${kept}`);
  console.log(markdown);
}
