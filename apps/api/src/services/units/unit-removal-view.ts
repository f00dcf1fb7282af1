import type { UnitRemovalRecord } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** Why and when a registry administrator removed a unit issued in error, and who did. */
export async function unitRemovalOf(db: DbOrTx, id: string): Promise<UnitRemovalRecord | null> {
  const [row] = await queryRows<{ reason: string; removed_at: string; removed_by_name: string | null }>(
    db,
    sql`select b.removal_reason as reason, b.removed_at::text as removed_at, u.name as removed_by_name
          from unit_blocks b left join users u on u.id = b.removed_by_id
         where b.id = ${id} and b.status = 'removed'`,
  );
  if (!row) return null;
  return {
    reason: row.reason,
    removedAt: new Date(row.removed_at).toISOString(),
    removedByName: row.removed_by_name,
  };
}
