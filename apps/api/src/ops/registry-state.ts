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

/** drizzle keeps only each migration's `when`; the journal gives it the name people read. */
function migrationTag(when: string | null): string | null {
  if (when === null) return null;
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.find((entry) => String(entry.when) === when)?.tag ?? `unknown migration (${when})`;
}
