import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * The company of the logistics provider account a claim names (DESIGN §5: shown on the unit's pages, and
 * publicly). A company that keeps its name private reads 'Private'.
 */
export async function logisticsProviderNameOf(
  db: DbOrTx,
  claim: Record<string, unknown> | null,
): Promise<string | null> {
  const accountId = claim?.logisticsProviderBeneficiary;
  if (typeof accountId !== 'string') return null;
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select case when c.is_name_private then 'Private' else c.name end as name
          from accounts a join companies c on c.id = a.company_id where a.id::text = ${accountId}`,
  );
  return row?.name ?? null;
}
