import { sql, type SQL } from 'drizzle-orm';
import type { IssuanceListFilters, IssuancePage, IssuanceSummary } from '@safc/domain';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';
import { accountLimitWhere } from '../users/account-limit';
import { isAdministrator, type Caller } from '../users/caller';

type IssuanceRow = Record<string, unknown> & {
  created_at: string;
  approved_at: string | null;
};

/**
 * Administrators see all issuances; others their selected company's (one account, if asked); a token held to
 * one account (decision 091) that account's only.
 */
function visibility(caller: Caller): SQL {
  if (isAdministrator(caller)) return sql`true`;
  const companyId = caller.permissions.selectedCompanyId;
  if (!companyId) throw AppError.forbidden('Select a company to see its issuances');
  return sql`i.company_id = ${companyId} and ${accountLimitWhere(caller, sql`i.account_id`)}`;
}

export async function selectIssuances(
  db: DbOrTx,
  where: SQL,
  limit: number,
  offset: number,
): Promise<IssuanceSummary[]> {
  const rows = await queryRows<IssuanceRow>(
    db,
    sql`select i.id, i.status::text as status, i.account_id as "accountId", a.name as "accountName",
          i.company_id as "companyId", c.name as "companyName", i.initiator_id as "initiatorId", u.name as "initiatorName",
          x.id as "actionId", x.status::text as "actionStatus",
          (select count(*)::int from signatures s where s.action_id = x.id) as signatures,
          i.required_signatures as "requiredSignatures", i.volume::text as volume, i.co2_abated::text as "co2Abated",
          i.emission_reduction::text as "emissionReduction", i.adjusted_lca::text as "adjustedLca", i.tier::text as tier,
          i.category::int as category, i.type_code as "typeCode", i.production_year as "productionYear",
          i.form->'batch'->>'batchNumber' as "batchNumber", i.documentation_type::text as "documentationType",
          (select b.id from unit_blocks b where b.issuance_id = i.id and b.parent_id is null and b.unit_type = 'SAFcA' limit 1) as "blockId",
          (select b.serial from unit_blocks b where b.issuance_id = i.id and b.parent_id is null and b.unit_type = 'SAFcA' limit 1) as serial,
          i.clarification, i.created_at::text as created_at, i.approved_at::text as approved_at
        from issuances i
        join accounts a on a.id = i.account_id
        join companies c on c.id = i.company_id
        join users u on u.id = i.initiator_id
        left join actions x on x.issuance_id = i.id and x.type = 'Issue'
       where ${where}
       order by i.created_at desc, i.id
       limit ${limit} offset ${offset}`,
  );
  return rows.map(({ created_at, approved_at, ...row }) => ({
    ...(row as unknown as Omit<IssuanceSummary, 'createdAt' | 'approvedAt'>),
    createdAt: new Date(created_at).toISOString(),
    approvedAt: approved_at ? new Date(approved_at).toISOString() : null,
  }));
}

export async function listIssuances(
  db: DbOrTx,
  caller: Caller,
  query: IssuanceListFilters,
): Promise<IssuancePage> {
  const where: SQL[] = [visibility(caller)];
  if (query.accountId) where.push(sql`i.account_id = ${query.accountId}`);
  if (query.status) where.push(sql`i.status = ${query.status}`);
  const condition = sql.join(where, sql` and `);
  const [items, [count]] = await Promise.all([
    selectIssuances(db, condition, query.pageSize, (query.page - 1) * query.pageSize),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from issuances i where ${condition}`),
  ]);
  return { items, total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
