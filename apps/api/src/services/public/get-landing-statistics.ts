import { LandingStatisticsSchema, type LandingStatistics } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** Companies (active) with at least one active account of the type: a company counts once per type. */
const companiesWithActiveAccount = (type: string) => sql`(
  select count(distinct a.company_id) from accounts a join companies c on c.id = a.company_id
  where a.type = ${type} and a.status = 'active' and c.status = 'active')`;

/**
 * The landing figures in groups, each with the event types after which it may differ and one query of one row
 * that computes it. At 1,000,000 unit blocks and 200,000 issuances the whole set took 4-6 s (measured
 * 2026-11-26), most of it the origins read out of every approved issuance's form; recomputing only what a
 * batch of events can change keeps transfers, splits and expiries (most of the log) from paying for it.
 * Counts are bigint, which the drivers hand over as text; the volumes are text by the query's own cast.
 */
const FIGURE_GROUPS = {
  /**
   * The SAFcA blocks of approved issuances that are neither superseded nor removed. Blocks never change volume
   * and a split, transfer or claim supersedes its parent by children of the same total (DESIGN §4), and an
   * expired block still counts, so only issuing, unbundling and removing change the sum. SAFcE is left out so
   * nothing counts twice.
   */
  issued: {
    changedBy: /^(Issuance|UnitIssued$|UnitUnbundled$|UnitRemoved$|RegistrySeeded$)/,
    query: sql`select coalesce(sum(b.volume), 0)::numeric(20, 3)::text as "safCaVolume",
                      coalesce(sum(b.co2_abated), 0)::numeric(20, 3)::text as "co2Abated"
                 from unit_blocks b join issuances i on i.id = b.issuance_id
                where i.status = 'approved' and b.unit_type = 'SAFcA' and b.status not in ('superseded', 'removed')`,
  },
  /** Active companies holding an active account of the fuel, air transport or logistics provider type. */
  providers: {
    changedBy: /^(Account(?!Member)|Company(?!Member|Documents)|RequestApproved$|RegistrySeeded$)/,
    query: sql`select ${companiesWithActiveAccount('fuelProviderHoldingAccount')} as "fuelProviders",
                      ${companiesWithActiveAccount('airTransportProviderHoldingAccount')} as "airTransportProviders",
                      ${companiesWithActiveAccount('logisticsProviderHoldingAccount')} as "logisticServiceProviders"`,
  },
  /**
   * Across approved issuances: distinct fuel producing facilities (the supplier's site name, case and spaces
   * ignored) and distinct country codes of the product (feedstock and production countries).
   */
  origins: {
    changedBy: /^(Issuance|RegistrySeeded$)/,
    query: sql`select
      (select count(distinct lower(trim(i.form -> 'supplier' ->> 'siteName')))
         from issuances i
        where i.status = 'approved' and coalesce(trim(i.form -> 'supplier' ->> 'siteName'), '') <> '') as "uniqueSuppliers",
      (select count(distinct upper(country))
         from issuances i,
              jsonb_array_elements_text(case when jsonb_typeof(i.form -> 'product' -> 'countries') = 'array'
                                             then i.form -> 'product' -> 'countries' else '[]'::jsonb end) as country
        where i.status = 'approved') as "supplyCountriesOfOrigin"`,
  },
  /** Distinct companies whose accounts hold retired (claimed) SAFcA: a retired block never moves. */
  customers: {
    changedBy: /^(UnitClaimed$|UnitRemoved$|RegistrySeeded$)/,
    query: sql`select count(distinct a.company_id) as "aviationCustomers"
                 from unit_blocks b join accounts a on a.id = b.account_id
                where b.status = 'retired' and b.unit_type = 'SAFcA'`,
  },
} satisfies Record<string, { changedBy: RegExp; query: SQL }>;

type FigureGroup = keyof typeof FIGURE_GROUPS;
const ALL_GROUPS = Object.keys(FIGURE_GROUPS) as FigureGroup[];

/** The groups of figures that events of these types may have changed. */
export function figureGroupsChangedBy(eventTypes: Iterable<string>): FigureGroup[] {
  const types = [...eventTypes];
  return ALL_GROUPS.filter((group) => types.some((type) => FIGURE_GROUPS[group].changedBy.test(type)));
}

/** The figures of the groups asked for, in one round trip (each group's row side by side). */
async function computeGroups(
  db: DbOrTx,
  groups: readonly FigureGroup[],
): Promise<Partial<LandingStatistics>> {
  const rows = sql.join(
    groups.map((group, index) => sql`(${FIGURE_GROUPS[group].query}) as ${sql.identifier(`g${index}`)}`),
    sql` cross join `,
  );
  const [row] = await queryRows<Record<string, string | number>>(db, sql`select * from ${rows}`);
  if (!row) throw new Error('The landing statistics query returned no row');
  return Object.fromEntries(
    Object.entries(row).map(([figure, value]) =>
      // The two volumes are exact decimals as text; every other figure is a count.
      [figure, figure === 'safCaVolume' || figure === 'co2Abated' ? String(value) : Number(value)],
    ),
  );
}

/** Every landing figure, computed afresh. */
export async function computeLandingStatistics(db: DbOrTx): Promise<LandingStatistics> {
  return LandingStatisticsSchema.parse(await computeGroups(db, ALL_GROUPS));
}

/**
 * The figures after a batch of events: those the batch may have changed computed afresh, the others as
 * published before. Undefined when the batch changed none. Figures stored by an older version that do not fit
 * today's schema are computed whole.
 */
export async function landingStatisticsAfter(
  db: DbOrTx,
  published: unknown,
  eventTypes: Iterable<string>,
): Promise<LandingStatistics | undefined> {
  const groups = figureGroupsChangedBy(eventTypes);
  if (groups.length === 0) return undefined;
  const previous = LandingStatisticsSchema.safeParse(published);
  if (!previous.success) return computeLandingStatistics(db);
  return LandingStatisticsSchema.parse({ ...previous.data, ...(await computeGroups(db, groups)) });
}
