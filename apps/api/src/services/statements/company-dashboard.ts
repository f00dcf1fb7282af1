import type { CompanyDashboard, CompanyDashboardQuery } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { requireCan, type Caller } from '../users/caller';
import { getScope3Statement, visibleAccounts } from './scope-3-statement';

/** At most ten years of months: the series a chart can still read. */
const MONTHS_SHOWN = 120;

const tonnes = (column: string) => sql.raw(`coalesce(sum(${column}), 0)::numeric(20, 3)::text`);

/**
 * GET /api/companies/{id}/dashboard: the company's positions over time, computed from its own blocks (a
 * company holds thousands, not millions) in the accounts the caller may view units of, as the Scope 3
 * statement reads them (docs/decisions/114). 403 for a caller who may view no unit of the company, so another
 * company's figures are never shown.
 */
export async function getCompanyDashboard(
  db: DbOrTx,
  caller: Caller,
  companyId: string,
  query: CompanyDashboardQuery,
): Promise<CompanyDashboard> {
  requireCan(caller, 'View', 'Unit', { companyId, named: "this company's units" });
  // Blocks `block` in the accounts (`a`) the caller may view, of the unit type asked for.
  const ours = (block: string): SQL =>
    sql`${visibleAccounts(caller, companyId)}${query.type ? sql` and ${sql.raw(block)}.unit_type = ${query.type}` : sql``}`;

  // Each block the company held, from its creation until it was superseded (its children's creation: a
  // split, transfer or claim) or removed; at a month's end it counts under the status it had then.
  const holdings = await queryRows<CompanyDashboard['holdings'][number]>(
    db,
    sql`with held as (
          select b.volume, b.status, b.created_at as since, b.retired_at, b.expires_at,
                 case when b.status = 'superseded' then (select min(c.created_at) from unit_blocks c where c.parent_id = b.id)
                      when b.status = 'removed' then b.removed_at end as until
            from unit_blocks b join accounts a on a.id = b.account_id
           where ${ours('b')}
        ), months as (
          select m::date as month, least(m + interval '1 month', now()) as at
            from generate_series(
                   greatest(date_trunc('month', (select min(since) from held)),
                            date_trunc('month', now()) - interval '${sql.raw(String(MONTHS_SHOWN - 1))} months'),
                   date_trunc('month', now()), interval '1 month') m
        )
        select to_char(m.month, 'YYYY-MM') as month,
               ${tonnes('h.volume) filter (where h.retired_at <= m.at')} as claimed,
               ${tonnes("h.volume) filter (where (h.retired_at is null or h.retired_at > m.at) and h.status = 'expired' and h.expires_at <= m.at")} as expired,
               ${tonnes("h.volume) filter (where (h.retired_at is null or h.retired_at > m.at) and not (h.status = 'expired' and h.expires_at <= m.at)")} as active
          from months m left join held h on h.since <= m.at and (h.until is null or h.until > m.at)
         group by m.month order by m.month`,
  );

  // A block made in one of our accounts from a block of another company's was received; one made in another
  // company's account from ours was transferred; one made from nothing was issued to us. Moves between the
  // company's own accounts are neither.
  const movements = await queryRows<CompanyDashboard['movements'][number]>(
    db,
    sql`with moved as (
          select date_trunc('month', c.created_at) as month, c.volume,
                 case when p.id is null then 'issued' else 'received' end as kind
            from unit_blocks c join accounts a on a.id = c.account_id
            left join unit_blocks p on p.id = c.parent_id left join accounts pa on pa.id = p.account_id
           where ${ours('c')} and (p.id is null or pa.company_id <> a.company_id)
          union all
          select date_trunc('month', c.created_at), c.volume, 'transferred'
            from unit_blocks c join accounts ca on ca.id = c.account_id
            join unit_blocks p on p.id = c.parent_id join accounts a on a.id = p.account_id
           where ${ours('p')} and ca.company_id <> a.company_id and c.unit_type = p.unit_type
          union all
          select date_trunc('month', b.retired_at), b.volume, 'claimed'
            from unit_blocks b join accounts a on a.id = b.account_id
           where ${ours('b')} and b.status = 'retired'
        )
        select to_char(month, 'YYYY-MM') as month,
               ${tonnes("volume) filter (where kind = 'issued'")} as issued,
               ${tonnes("volume) filter (where kind = 'received'")} as received,
               ${tonnes("volume) filter (where kind = 'transferred'")} as transferred,
               ${tonnes("volume) filter (where kind = 'claimed'")} as claimed
          from moved where month > date_trunc('month', now()) - interval '${sql.raw(String(MONTHS_SHOWN))} months'
         group by month order by month`,
  );

  const abated = await queryRows<{
    year: string;
    claimedTonnes: string;
    co2eAbatedTonnes: string;
    units: string;
  }>(
    db,
    sql`select b.claim->>'retirementYear' as year, ${tonnes('b.volume')} as "claimedTonnes",
               ${tonnes('b.co2_abated')} as "co2eAbatedTonnes", count(*) as units
          from unit_blocks b join accounts a on a.id = b.account_id
         where ${ours('b')} and b.status = 'retired' and b.claim->>'retirementYear' ~ '^[0-9]{4}$'
         group by 1 order by 1`,
  );

  const years = (
    await queryRows<{ year: string }>(
      db,
      sql`select distinct b.claim->>'retirementYear' as year
            from unit_blocks b join accounts a on a.id = b.account_id
           where ${visibleAccounts(caller, companyId)} and b.unit_type = 'SAFcE' and b.status = 'retired'
             and b.claim->>'retirementYear' ~ '^[0-9]{4}$'
           order by 1`,
    )
  ).map((row) => Number(row.year));
  const year = query.year ?? years.at(-1) ?? new Date().getUTCFullYear();
  const statement = await getScope3Statement(db, caller, companyId, year);

  return {
    company: statement.company,
    holdings,
    movements,
    abatedByClaimYear: abated.map((row) => ({ ...row, year: Number(row.year), units: Number(row.units) })),
    scope3: {
      year,
      years,
      volume: statement.totals.volume,
      co2Abated: statement.totals.co2Abated,
      units: statement.units.length,
    },
  };
}
