import type { IssuanceDecision } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * How an issuance was decided, as its last IssuanceApproved or IssuanceRejected event tells it (the log is
 * the one record of a refusal's reason for every path: the administrator's, and a signer's who refused to
 * sign before approval was asked for). Null while pending, once cancelled by its initiator, and in the
 * moment between a decision's commit and its event's sealing (docs/decisions/136).
 */
export async function issuanceDecision(db: DbOrTx, issuanceId: string): Promise<IssuanceDecision | null> {
  const [row] = await queryRows<{
    type: 'IssuanceApproved' | 'IssuanceRejected';
    comment: string | null;
    at: string;
    byName: string | null;
    byRegistry: boolean | null;
  }>(
    db,
    sql`select e.type::text as type, e.payload->>'comment' as comment, e.at::text as at,
               u.name as "byName", u.is_registry_admin as "byRegistry"
          from events e
          left join users u on u.id = e.actor_id
         where e.entity_type = 'issuance' and e.entity_id = ${issuanceId}
           and e.type in ('IssuanceApproved', 'IssuanceRejected')
         order by e.seq desc
         limit 1`,
  );
  if (!row) return null;
  return {
    outcome: row.type === 'IssuanceApproved' ? 'approved' : 'rejected',
    comment: row.comment,
    at: new Date(row.at).toISOString(),
    byName: row.byName,
    byRegistry: row.byRegistry ?? false,
  };
}
