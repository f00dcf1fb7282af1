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

// The roles are the domain's constants, written into the statement text (so it can be prepared once).
const SIGNER_ROLE_LIST = SIGNER_ROLES.map((role) => {
  if (!/^[A-Za-z]+$/.test(role)) throw new Error(`signer role ${role} cannot be written into SQL`);
  return `'${role}'`;
}).join(', ');

/**
 * The ids of the active users who may sign for the account (an active signer role on it and an active
 * membership of its company), as a SQL expression over the account's id and company id (SQL expressions
 * such as `a.id`), so a caller that already reads the account gets them in the same statement.
 */
export function signerIdsText(accountId: string, companyId: string): string {
  return `array(select distinct am.user_id::text
             from account_memberships am
             join users u on u.id = am.user_id and u.status = 'active'
             join company_memberships cm on cm.user_id = am.user_id and cm.company_id = ${companyId}
                  and cm.status = 'active'
            where am.account_id = ${accountId} and am.status = 'active'
              and am.role::text in (${SIGNER_ROLE_LIST}))::text[]`;
}

/** The domain's verdict (`cannotActReasons`) on facts already read. */
export function readinessOf(facts: SigningFacts): ActionReadiness {
  const reasons = cannotActReasons(facts);
  return {
    canAct: reasons.length === 0,
    reasons,
    requiredSignatures: facts.requiredSignatures,
    possibleSigners: possibleSignersOf(facts),
  };
}

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
  const [row] = await queryRows<{
    company_status: CompanyStatus;
    required_signatures: number;
    signer_ids: string[];
  }>(
    db,
    sql`select c.status::text as company_status, a.required_signatures,
          ${sql.raw(signerIdsText('a.id', 'a.company_id'))} as signer_ids
        from accounts a join companies c on c.id = a.company_id
       where a.id = ${accountId}`,
  );
  if (!row) return undefined;
  return readinessOf({
    companyStatus: row.company_status,
    requiredSignatures: row.required_signatures,
    signerIds: row.signer_ids,
    initiatorId,
  });
}
