import type { ActionFilters, ActionPage } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { accountLimitWhere } from '../users/account-limit';
import { isAdministrator, type Caller } from '../users/caller';
import { countActions, selectActionViews } from './action-views';

const PENDING = sql`('pendingSignature', 'pendingAcceptance', 'pendingApproval', 'clarificationRequested')`;

/**
 * Administrators see every action; anyone else those sent or received by their selected company, and a token
 * held to one account (decision 091) those sent or received by that account.
 */
function visibility(caller: Caller): SQL {
  if (isAdministrator(caller)) return sql`true`;
  const companyId = caller.permissions.selectedCompanyId;
  if (!companyId) throw AppError.forbidden('Select a company to see its actions');
  const held = accountLimitWhere(caller, sql`x.sending_account_id`, sql`x.receiving_account_id`);
  return sql`(sc.id = ${companyId} or rc.id = ${companyId}) and ${held}`;
}

function filtersOf(filters: ActionFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.type) where.push(sql`x.type = ${filters.type}`);
  if (filters.status) where.push(sql`x.status = ${filters.status}`);
  if (filters.state === 'pending') where.push(sql`x.status in ${PENDING}`);
  if (filters.state === 'finished') where.push(sql`x.status not in ${PENDING}`);
  if (filters.accountId)
    where.push(
      sql`(x.sending_account_id = ${filters.accountId} or x.receiving_account_id = ${filters.accountId})`,
    );
  if (filters.companyId) where.push(sql`(sc.id = ${filters.companyId} or rc.id = ${filters.companyId})`);
  return where;
}

export async function listActions(db: DbOrTx, caller: Caller, filters: ActionFilters): Promise<ActionPage> {
  const where = sql.join([visibility(caller), ...filtersOf(filters)], sql` and `);
  const [items, total] = await Promise.all([
    selectActionViews(db, where, { limit: filters.pageSize, offset: (filters.page - 1) * filters.pageSize }),
    countActions(db, where),
  ]);
  return { items, total, page: filters.page, pageSize: filters.pageSize };
}
