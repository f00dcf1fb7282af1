import { sql } from 'drizzle-orm';
import { BATCH_FREEING_ISSUANCE_STATUSES, batchFingerprint, batchOfIssueForm } from '@safc/domain';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

// Migration 0025 gave issuances a batch fingerprint column; the fingerprint of those submitted before is
// written here, at start, with the domain's own function: its NFKC and Unicode upper case cannot be written
// in PostgreSQL's SQL alike (upper() leaves "ß" where JavaScript writes "SS"), and two formulas would one day
// disagree. Submissions write their own fingerprint, so only issuances older than 0025 are ever found here.

interface LegacyRow extends Record<string, unknown> {
  id: string;
  status: string;
  form: unknown;
}

const freesItsBatch = (status: string) =>
  (BATCH_FREEING_ISSUANCE_STATUSES as readonly string[]).includes(status);

/**
 * Writes the fingerprint of every issuance without one, oldest first. Of two issuances that both still hold the
 * same batch (a double issuance from before the rule), only the oldest gets it, and the others stay without
 * (counted in `left`, with forms that name no batch): the unique index allows one holder, and which came
 * first is the only fair tie-break. Safe with several processes starting together: the table is locked
 * against writes for the few statements this takes, and a second process finds nothing left.
 */
export async function backfillBatchFingerprints(db: Db): Promise<{ filled: number; left: number }> {
  const [waiting] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from issuances where batch_fingerprint is null`,
  );
  if (!waiting?.n) return { filled: 0, left: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table issuances in share row exclusive mode`);
    const rows = await queryRows<LegacyRow>(
      tx,
      sql`select id, status::text as status, form from issuances
           where batch_fingerprint is null order by created_at, id`,
    );
    const fingerprints = new Map<string, string | null>();
    for (const row of rows) {
      const batch = batchOfIssueForm(row.form);
      fingerprints.set(row.id, batch ? await batchFingerprint(batch) : null);
    }
    const candidates = [...new Set([...fingerprints.values()].filter((value) => value !== null))];
    const held = new Set(
      (
        await queryRows<{ fingerprint: string }>(
          tx,
          sql`select batch_fingerprint as fingerprint from issuances
               where batch_fingerprint in (select jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb))
                 and status not in ('rejected', 'cancelled')`,
        )
      ).map((row) => row.fingerprint),
    );
    const filled: { id: string; fingerprint: string }[] = [];
    for (const row of rows) {
      const fingerprint = fingerprints.get(row.id);
      if (!fingerprint) continue;
      if (!freesItsBatch(row.status)) {
        if (held.has(fingerprint)) continue;
        held.add(fingerprint);
      }
      filled.push({ id: row.id, fingerprint });
    }
    await tx.execute(
      sql`update issuances i set batch_fingerprint = v.fingerprint
            from jsonb_to_recordset(${JSON.stringify(filled)}::jsonb) as v(id uuid, fingerprint text)
           where i.id = v.id`,
    );
    return { filled: filled.length, left: rows.length - filled.length };
  });
}
