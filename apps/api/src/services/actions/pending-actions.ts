import { ACCEPTING_ROLES, SIGNER_ROLES, type PendingActions, type PendingCounts } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';
import { withinAccountLimit } from '../users/account-limit';
import { isAdministrator, type Caller } from '../users/caller';
import { countActions, selectActionViews } from './action-views';

const PROCESS_LIMIT = 200;

interface PendingScope {
  admin: boolean;
  companyId: string | null;
  /** Active accounts of the company where the user may sign. */
  signingAccountIds: string[];
  /** Active accounts of the company where the user may accept (decision 019). */
  acceptingAccountIds: string[];
  userId: string;
}

/**
 * Platform spec §7: the pending calls carry the selected company as `companyId`; it must be one the caller
 * belongs to. Administrators see every pending approval.
 */
function scopeOf(caller: Caller, companyId: string | undefined): PendingScope {
  const { user } = caller.permissions;
  if (isAdministrator(caller))
    return {
      admin: true,
      companyId: companyId ?? null,
      signingAccountIds: [],
      acceptingAccountIds: [],
      userId: user.id,
    };
  const company = companyId
    ? user.companies.find((c) => c.id === companyId && c.status === 'active')
    : user.companies.find((c) => c.id === caller.permissions.selectedCompanyId);
  if (!company) {
    if (companyId) throw AppError.forbidden('You do not belong to this company', { companyId });
    return { admin: false, companyId: null, signingAccountIds: [], acceptingAccountIds: [], userId: user.id };
  }
  // A token held to one account (decision 091) sees what waits on that account only.
  const activeAccountsWith = (roles: readonly string[]) =>
    user.accountMemberships
      .filter(
        (m) =>
          m.companyId === company.id &&
          m.status === 'active' &&
          m.accountStatus === 'active' &&
          roles.includes(m.role) &&
          withinAccountLimit(caller, m.accountId),
      )
      .map((m) => m.accountId);
  return {
    admin: false,
    companyId: company.id,
    signingAccountIds: activeAccountsWith(SIGNER_ROLES),
    acceptingAccountIds: activeAccountsWith(ACCEPTING_ROLES),
    userId: user.id,
  };
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

/** Awaiting acceptance by an account I may accept for: incoming transfers and on-behalf claims. */
function acceptanceWhere(scope: PendingScope): SQL {
  return sql`x.status = 'pendingAcceptance' and x.receiving_account_id in ${ids(scope.acceptingAccountIds)}`;
}

/** Issuances before the administrator: all of them for an administrator, the company's otherwise. */
function approvalWhere(scope: PendingScope): SQL {
  const pending = sql`x.type = 'Issue' and x.status in ('pendingApproval', 'clarificationRequested')`;
  if (scope.admin && !scope.companyId) return pending;
  return sql`${pending} and sc.id = ${scope.companyId}`;
}

export async function countPendingActions(
  db: DbOrTx,
  caller: Caller,
  companyId?: string,
): Promise<PendingCounts> {
  const scope = scopeOf(caller, companyId);
  if (!scope.admin && !scope.companyId)
    return { pendingApprovalCount: 0, pendingAcceptanceCount: 0, pendingSignatureCount: 0 };
  const [signature, acceptance, approval] = await Promise.all([
    scope.admin ? 0 : countActions(db, signatureWhere(scope)),
    scope.admin ? 0 : countActions(db, acceptanceWhere(scope)),
    countAwaitingApproval(db, scope),
  ]);
  return {
    pendingApprovalCount: approval,
    pendingAcceptanceCount: acceptance,
    pendingSignatureCount: signature,
  };
}

/**
 * Awaiting approval counts what the bell's destination lists (platform spec §2 "Notification bell"):
 * the issuances before the administrator, with the same condition as the pending list (holdings'
 * pendingActions tab shows a company's own); for an administrator also the other pending requests
 * (company and account requests), which the Actions page lists beside its table.
 */
async function countAwaitingApproval(db: DbOrTx, scope: PendingScope): Promise<number> {
  const issuances = countActions(db, approvalWhere(scope));
  if (!scope.admin) return issuances;
  const companyFilter = scope.companyId ? sql`and r.company_id = ${scope.companyId}` : sql``;
  const [[row], actions] = await Promise.all([
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from requests r
           where r.status = 'pending' and r.kind <> 'IssueApprovalRequest' ${companyFilter}`,
    ),
    issuances,
  ]);
  return actions + (row?.n ?? 0);
}

export async function listPendingActions(
  db: DbOrTx,
  caller: Caller,
  companyId?: string,
): Promise<PendingActions> {
  const scope = scopeOf(caller, companyId);
  const none: PendingActions['pendingApproval'] = { processes: [], total: 0 };
  if (!scope.admin && !scope.companyId) {
    return { pendingAcceptance: none, pendingSignature: none, pendingApproval: none };
  }
  const group = async (where: SQL): Promise<PendingActions['pendingApproval']> => {
    const [processes, total] = await Promise.all([
      selectActionViews(db, where, { limit: PROCESS_LIMIT }),
      countActions(db, where),
    ]);
    return { processes, total };
  };
  const [signature, acceptance, approval] = await Promise.all([
    scope.admin ? none : group(signatureWhere(scope)),
    scope.admin ? none : group(acceptanceWhere(scope)),
    group(approvalWhere(scope)),
  ]);
  return { pendingAcceptance: acceptance, pendingSignature: signature, pendingApproval: approval };
}
