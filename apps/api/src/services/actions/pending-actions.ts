import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';
import type { Actor } from '../ledger/actor';
import { countActions, selectActionViews, type ActionView } from './action-views';

const SIGNER_ROLES = new Set(['accountRepFullAccess', 'accountRepApprover']);
const PROCESS_LIMIT = 200;

export interface PendingCounts {
  pendingApprovalCount: number;
  pendingAcceptanceCount: number;
  pendingSignatureCount: number;
}

export interface PendingActions {
  pendingAcceptance: { processes: ActionView[] };
  pendingSignature: { processes: ActionView[] };
  pendingApproval: { processes: ActionView[] };
}

interface PendingScope {
  admin: boolean;
  companyId: string | null;
  /** Active accounts of the company where the user may sign (and accept). */
  signingAccountIds: string[];
  userId: string;
}

/**
 * Platform spec §7: the pending calls carry the selected company as `companyId`; it must be one the caller
 * belongs to. Administrators see every pending approval.
 */
function scopeOf(actor: Actor, companyId: string | undefined): PendingScope {
  const { user } = actor.permissions;
  if (user.isRegistryAdmin)
    return { admin: true, companyId: companyId ?? null, signingAccountIds: [], userId: user.id };
  const company = companyId
    ? user.companies.find((c) => c.id === companyId && c.status === 'active')
    : user.companies.find((c) => c.id === actor.permissions.selectedCompanyId);
  if (!company) {
    if (companyId) throw AppError.forbidden('You do not belong to this company', { companyId });
    return { admin: false, companyId: null, signingAccountIds: [], userId: user.id };
  }
  const signingAccountIds = user.accountMemberships
    .filter(
      (m) =>
        m.companyId === company.id &&
        m.status === 'active' &&
        m.accountStatus === 'active' &&
        SIGNER_ROLES.has(m.role),
    )
    .map((m) => m.accountId);
  return { admin: false, companyId: company.id, signingAccountIds, userId: user.id };
}

const ids = (values: string[]): SQL =>
  values.length === 0
    ? sql`(null::uuid)`
    : sql`(${sql.join(
        values.map((v) => sql`${v}::uuid`),
        sql`, `,
      )})`;

/** Awaiting my signature: actions of accounts I may sign for, started by someone else, not yet signed by me. */
function signatureWhere(scope: PendingScope): SQL {
  return sql`x.status = 'pendingSignature' and coalesce(x.sending_account_id, x.receiving_account_id) in ${ids(scope.signingAccountIds)}
    and x.initiator_id <> ${scope.userId}
    and not exists (select 1 from signatures s where s.action_id = x.id and s.user_id = ${scope.userId})`;
}

/** Awaiting acceptance by an account I may sign for: incoming transfers and on-behalf claims. */
function acceptanceWhere(scope: PendingScope): SQL {
  return sql`x.status = 'pendingAcceptance' and x.receiving_account_id in ${ids(scope.signingAccountIds)}`;
}

/** Issuances before the administrator: all of them for an administrator, the company's otherwise. */
function approvalWhere(scope: PendingScope): SQL {
  const pending = sql`x.type = 'Issue' and x.status in ('pendingApproval', 'clarificationRequested')`;
  if (scope.admin && !scope.companyId) return pending;
  return sql`${pending} and sc.id = ${scope.companyId}`;
}

export async function countPendingActions(
  db: DbOrTx,
  actor: Actor,
  companyId?: string,
): Promise<PendingCounts> {
  const scope = scopeOf(actor, companyId);
  if (!scope.admin && !scope.companyId)
    return { pendingApprovalCount: 0, pendingAcceptanceCount: 0, pendingSignatureCount: 0 };
  const [signature, acceptance, approval] = await Promise.all([
    scope.admin ? 0 : countActions(db, signatureWhere(scope)),
    scope.admin ? 0 : countActions(db, acceptanceWhere(scope)),
    countPendingApprovals(db, scope),
  ]);
  return {
    pendingApprovalCount: approval,
    pendingAcceptanceCount: acceptance,
    pendingSignatureCount: signature,
  };
}

/**
 * DESIGN §5: awaiting approval counts the requests before the administrator (issuances included, as
 * IssueApprovalRequest): every pending one for an administrator, the company's own otherwise.
 */
async function countPendingApprovals(db: DbOrTx, scope: PendingScope): Promise<number> {
  const companyFilter = scope.companyId ? sql`and r.company_id = ${scope.companyId}` : sql``;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from requests r where r.status = 'pending' ${companyFilter}`,
  );
  return row?.n ?? 0;
}

export async function listPendingActions(
  db: DbOrTx,
  actor: Actor,
  companyId?: string,
): Promise<PendingActions> {
  const scope = scopeOf(actor, companyId);
  if (!scope.admin && !scope.companyId) {
    return {
      pendingAcceptance: { processes: [] },
      pendingSignature: { processes: [] },
      pendingApproval: { processes: [] },
    };
  }
  const limit = { limit: PROCESS_LIMIT };
  const [signature, acceptance, approval] = await Promise.all([
    scope.admin ? [] : selectActionViews(db, signatureWhere(scope), limit),
    scope.admin ? [] : selectActionViews(db, acceptanceWhere(scope), limit),
    selectActionViews(db, approvalWhere(scope), limit),
  ]);
  return {
    pendingAcceptance: { processes: acceptance },
    pendingSignature: { processes: signature },
    pendingApproval: { processes: approval },
  };
}
