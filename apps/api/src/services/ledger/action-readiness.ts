import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** Platform spec §3: the reasons a company cannot act. */
export const CANNOT_ACT_REASONS = ['NotEnoughApprovers', 'CompanyBlocked'] as const;
export type CannotActReason = (typeof CANNOT_ACT_REASONS)[number];

export interface ActionReadiness {
  canAct: boolean;
  reasons: CannotActReason[];
  requiredSignatures: number;
  /** Users with Sign on the account other than the initiator. */
  possibleSigners: number;
}

/**
 * Whether an action may start on the account (DESIGN §5): its company must be active, and enough people
 * other than the initiator must be able to sign it, or it could never complete. One query, so the hot
 * path of every action pays one round trip for both rules.
 */
export async function actionReadiness(
  db: DbOrTx,
  accountId: string,
  initiatorId: string,
): Promise<ActionReadiness | undefined> {
  const [row] = await queryRows<{ company_status: string; required_signatures: number; signers: number }>(
    db,
    sql`select c.status::text as company_status, a.required_signatures,
          (select count(distinct am.user_id)::int
             from account_memberships am
             join users u on u.id = am.user_id and u.status = 'active'
             join company_memberships cm on cm.user_id = am.user_id and cm.company_id = a.company_id
                  and cm.status = 'active'
            where am.account_id = a.id and am.status = 'active'
              and am.role in ('accountRepFullAccess', 'accountRepApprover')
              and am.user_id <> ${initiatorId}) as signers
        from accounts a join companies c on c.id = a.company_id
       where a.id = ${accountId}`,
  );
  if (!row) return undefined;
  const reasons: CannotActReason[] = [];
  if (row.company_status !== 'active') reasons.push('CompanyBlocked');
  if (row.signers < row.required_signatures) reasons.push('NotEnoughApprovers');
  return {
    canAct: reasons.length === 0,
    reasons,
    requiredSignatures: row.required_signatures,
    possibleSigners: row.signers,
  };
}
