import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { queryRows } from '../db/query-rows';

/** What a backup says of the registry it holds, and what a restore must find again. */
export interface RegistryState {
  /** The last migration applied (its tag in apps/api/drizzle) and how many were applied. */
  migration: { count: number; last: string | null };
  /** The hash chain: how many events and the hash of the last one (null: no event yet). */
  events: { count: number; head: string | null };
}

export async function readRegistryState(db: DbOrTx): Promise<RegistryState> {
  const [migration] = await queryRows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const [head] = await queryRows<{ seq: string; hash: string }>(
    db,
    sql`select seq::text as seq, hash from event_chain_head where id = 1`,
  );
  return {
    migration: { count: migration?.count ?? 0, last: migrationTag(migration?.last ?? null) },
    events: { count: head ? Number(head.seq) : 0, head: head?.hash ?? null },
  };
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this code knows, in order (apps/api/drizzle/meta/_journal.json). */
function journalEntries(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** drizzle keeps only each migration's `when`; the journal gives it the name people read. */
function migrationTag(when: string | null): string | null {
  if (when === null) return null;
  return journalEntries().find((entry) => String(entry.when) === when)?.tag ?? `unknown migration (${when})`;
}

/** The migration level this code brings a database to: how many, and the last one's tag. */
export function codeMigrationLevel(): RegistryState['migration'] {
  const entries = journalEntries();
  return { count: entries.length, last: entries.at(-1)?.tag ?? null };
}

/**
 * Why a database at `level` cannot be run by this code, or undefined if it can: a level this code does not
 * know (more migrations, or a last one missing from its journal) holds tables and columns it would misread,
 * and `npm start` cannot migrate it backwards.
 */
export function newerMigrationLevel(level: RegistryState['migration']): string | undefined {
  const code = codeMigrationLevel();
  const known = level.last === null || journalEntries().some((entry) => entry.tag === level.last);
  if (level.count <= code.count && known) return undefined;
  return (
    `the backup is at migration ${level.last ?? 'none'} (${level.count} applied), newer than this code's ` +
    `${code.last ?? 'none'} (${code.count}): restore it with the registry version that wrote it, or a newer one`
  );
}
