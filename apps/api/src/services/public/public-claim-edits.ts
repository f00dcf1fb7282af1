import { readTypedEvent, type PublicClaimEdit } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

type EditedFields = Extract<ReturnType<typeof readTypedEvent>, { type: 'UnitClaimEdited' }>['payload'];

/** One recorded correction as the public may read it: outside beneficiaries by name, accounts not at all. */
function publicChangesOf(changes: EditedFields['changes']): PublicClaimEdit['changes'] {
  return [
    ...(changes.previousOwnerId ? [{ field: 'previousOwner' as const, from: null, to: null }] : []),
    ...(changes.safcClaimBeneficiary
      ? [
          {
            field: 'airTransportProviderBeneficiary' as const,
            from: changes.safcClaimBeneficiary.from.name,
            to: changes.safcClaimBeneficiary.to.name,
          },
        ]
      : []),
    ...(changes.sercClaimBeneficiary
      ? [
          {
            field: 'safceBeneficiary' as const,
            from: changes.sercClaimBeneficiary.from.name,
            to: changes.sercClaimBeneficiary.to.name,
          },
        ]
      : []),
  ];
}

/**
 * A claimed block's corrections, oldest first, from the sealed log (UnitClaimEdited, docs/decisions/094):
 * the claim as saved is version 1 and each correction the next, so the public page and the certificate
 * say which version they show and what changed since.
 */
export async function publicClaimEditsOf(db: DbOrTx, blockId: string): Promise<PublicClaimEdit[]> {
  const rows = await queryRows<{ at: Date | string; payload: unknown }>(
    db,
    sql`select e.at, e.payload from events e
         where e.entity_type = 'unitBlock' and e.entity_id = ${blockId} and e.type = 'UnitClaimEdited'
         order by e.seq`,
  );
  return rows.map((row, index) => {
    const read = readTypedEvent('UnitClaimEdited', row.payload);
    if (read.type !== 'UnitClaimEdited') throw new Error('publicClaimEditsOf: not a UnitClaimEdited payload');
    return {
      version: index + 2,
      changedAt: new Date(row.at).toISOString(),
      changes: publicChangesOf(read.payload.changes),
    };
  });
}
