import {
  SIGNER_ROLES,
  cannotActReasons,
  possibleSignersOf,
  type ActionReadiness,
  type CompanyStatus,
  type SigningFacts,
} from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * Whether an action may start on the account (DESIGN §5), by the domain's rule (`cannotActReasons`): its
 * company must be active, and enough people other than the initiator must be able to sign it, or it could
 * never complete. One query, so the hot path of every action pays one round trip for both facts.
 */
export async function actionReadiness(
  db: DbOrTx,
  accountId: string,
  initiatorId: string,
): Promise<ActionReadiness | undefined> {
  const signerRoles = sql.join(
    SIGNER_ROLES.map((role) => sql`${role}`),
    sql`, `,
  );
  const [row] = await queryRows<{
    company_status: CompanyStatus;
    required_signatures: number;
    signer_ids: string[];
  }>(
    db,
    sql`select c.status::text as company_status, a.required_signatures,
          array(select distinct am.user_id::text
             from account_memberships am
             join users u on u.id = am.user_id and u.status = 'active'
             join company_memberships cm on cm.user_id = am.user_id and cm.company_id = a.company_id
                  and cm.status = 'active'
            where am.account_id = a.id and am.status = 'active'
              and am.role::text in (${signerRoles}))::text[] as signer_ids
        from accounts a join companies c on c.id = a.company_id
       where a.id = ${accountId}`,
  );
  if (!row) return undefined;
  const facts: SigningFacts = {
    companyStatus: row.company_status,
    requiredSignatures: row.required_signatures,
    signerIds: row.signer_ids,
    initiatorId,
  };
  const reasons = cannotActReasons(facts);
  return {
    canAct: reasons.length === 0,
    reasons,
    requiredSignatures: row.required_signatures,
    possibleSigners: possibleSignersOf(facts),
  };
}
