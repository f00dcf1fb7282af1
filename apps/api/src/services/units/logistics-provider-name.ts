import { WITHHELD_NAME, publicNameOf, type NameViewer } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * The company of the logistics provider account a claim names (DESIGN §5: shown on the unit's pages, and
 * publicly), under the private-name rule for this viewer (the domain's `publicNameOf`, decision 095).
 */
export async function logisticsProviderNameOf(
  db: DbOrTx,
  claim: Record<string, unknown> | null,
  viewer: NameViewer,
): Promise<string | null> {
  const accountId = claim?.logisticsProviderBeneficiary;
  if (typeof accountId !== 'string') return null;
  const [company] = await queryRows<{ id: string; name: string; isNamePrivate: boolean }>(
    db,
    sql`select c.id, c.name, c.is_name_private as "isNamePrivate"
          from accounts a join companies c on c.id = a.company_id where a.id::text = ${accountId}`,
  );
  return company ? (publicNameOf(company, viewer) ?? WITHHELD_NAME) : null;
}
