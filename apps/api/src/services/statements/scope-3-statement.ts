import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';
import { callerCan, isAdministrator, requireCan, type Caller } from '../users/caller';

/** One claimed SAFcE block of the statement. */
export interface StatementUnit {
  serial: string;
  volume: string;
  co2Abated: string;
  claimedAt: string;
  feedstock: string | null;
}

export interface Scope3Statement {
  company: { id: string; name: string };
  year: number;
  units: StatementUnit[];
  /** Exact sums (numeric, by the database) of the units' tonnes of SAF and CO2e. */
  totals: { volume: string; co2Abated: string };
}

/**
 * The company's accounts the caller may look at units of (the domain's `can`, as the holdings page):
 * every account for an administrator, otherwise those the caller is a member of.
 */
export function visibleAccounts(caller: Caller, companyId: string): SQL {
  if (isAdministrator(caller)) return sql`a.company_id = ${companyId}`;
  const ids = caller.permissions.user.accountMemberships
    .filter(
      (membership) =>
        membership.companyId === companyId &&
        callerCan(caller, 'View', 'Unit', { companyId, accountId: membership.accountId }),
    )
    .map((membership) => sql`${membership.accountId}::uuid`);
  return ids.length ? sql`a.company_id = ${companyId} and a.id in (${sql.join(ids, sql`, `)})` : sql`false`;
}

/**
 * GET /api/companies/{id}/scope-3-statement?year=: the SAFcE the company holds claimed for `year` (the claim
 * year the claimant chose, which is what an emissions report is for), in the accounts the caller may view.
 * 403 for a caller who may view no unit of the company.
 */
export async function getScope3Statement(
  db: DbOrTx,
  caller: Caller,
  companyId: string,
  year: number,
): Promise<Scope3Statement> {
  requireCan(caller, 'View', 'Unit', { companyId, named: "this company's units" });
  const [company] = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from companies where id = ${companyId}`,
  );
  if (!company) throw AppError.notFound('No such company', { companyId });
  const claimed = sql`b.unit_type = 'SAFcE' and b.status = 'retired' and b.claim->>'retirementYear' = ${String(year)}
    and ${visibleAccounts(caller, companyId)}`;
  const units = await queryRows<StatementUnit & Record<string, unknown>>(
    db,
    sql`select b.serial, b.volume::text as volume, b.co2_abated::text as "co2Abated",
          b.retired_at::text as "claimedAt",
          coalesce(i.form->'product'->'feedStock'->>'otherFeedStock', i.form->'product'->'feedStock'->>'name') as feedstock
        from unit_blocks b join accounts a on a.id = b.account_id join issuances i on i.id = b.issuance_id
       where ${claimed}
       order by b.retired_at, b.serial`,
  );
  const [totals] = await queryRows<{ volume: string; co2Abated: string }>(
    db,
    sql`select coalesce(sum(b.volume), 0)::numeric(20, 3)::text as volume,
          coalesce(sum(b.co2_abated), 0)::numeric(20, 3)::text as "co2Abated"
        from unit_blocks b join accounts a on a.id = b.account_id where ${claimed}`,
  );
  return {
    company,
    year,
    units: units.map((unit) => ({ ...unit, claimedAt: new Date(unit.claimedAt).toISOString() })),
    totals: totals ?? { volume: '0.000', co2Abated: '0.000' },
  };
}
