import type { LandingStatistics } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

// Counts are bigint, which the drivers hand over as text; the volumes are text by the query's own cast.
type StatisticsRow = Record<keyof LandingStatistics, string | number>;

/** Companies (active) with at least one active account of the type: a company counts once per type. */
const companiesWithActiveAccount = (type: string) => sql`(
  select count(distinct a.company_id) from accounts a join companies c on c.id = a.company_id
  where a.type = ${type} and a.status = 'active' and c.status = 'active')`;

/**
 * One query of scalar subqueries, so the page costs one round trip:
 * - safCaVolume, co2Abated: the SAFcA blocks of approved issuances that are not superseded. Blocks never change
 *   volume and an operation supersedes its parent, so these leaves add up to the issued volume exactly
 *   (DESIGN §4); units removed as issued in error are left out. SAFcE is left out so nothing counts twice.
 * - fuelProviders, airTransportProviders, logisticServiceProviders: active companies holding an active account
 *   of the fuel provider, air transport provider or logistics provider type.
 * - uniqueSuppliers: distinct fuel producing facilities, the supplier's site name (case and spaces ignored)
 *   across approved issuances.
 * - supplyCountriesOfOrigin: distinct country codes of the product (feedstock and production countries)
 *   across approved issuances.
 * - aviationCustomers: distinct companies whose accounts hold retired (claimed) SAFcA.
 */
export async function computeLandingStatistics(db: DbOrTx): Promise<LandingStatistics> {
  const [row] = await queryRows<StatisticsRow>(
    db,
    sql`
    select
      (select coalesce(sum(b.volume), 0)::numeric(20, 3)::text
         from unit_blocks b join issuances i on i.id = b.issuance_id
        where i.status = 'approved' and b.unit_type = 'SAFcA' and b.status not in ('superseded', 'removed')) as "safCaVolume",
      (select coalesce(sum(b.co2_abated), 0)::numeric(20, 3)::text
         from unit_blocks b join issuances i on i.id = b.issuance_id
        where i.status = 'approved' and b.unit_type = 'SAFcA' and b.status not in ('superseded', 'removed')) as "co2Abated",
      ${companiesWithActiveAccount('fuelProviderHoldingAccount')} as "fuelProviders",
      ${companiesWithActiveAccount('airTransportProviderHoldingAccount')} as "airTransportProviders",
      ${companiesWithActiveAccount('logisticsProviderHoldingAccount')} as "logisticServiceProviders",
      (select count(distinct lower(trim(i.form -> 'supplier' ->> 'siteName')))
         from issuances i
        where i.status = 'approved' and coalesce(trim(i.form -> 'supplier' ->> 'siteName'), '') <> '') as "uniqueSuppliers",
      (select count(distinct upper(country))
         from issuances i,
              jsonb_array_elements_text(case when jsonb_typeof(i.form -> 'product' -> 'countries') = 'array'
                                             then i.form -> 'product' -> 'countries' else '[]'::jsonb end) as country
        where i.status = 'approved') as "supplyCountriesOfOrigin",
      (select count(distinct a.company_id)
         from unit_blocks b join accounts a on a.id = b.account_id
        where b.status = 'retired' and b.unit_type = 'SAFcA') as "aviationCustomers"
  `,
  );
  if (!row) throw new Error('The landing statistics query returned no row');
  return {
    safCaVolume: String(row.safCaVolume),
    co2Abated: String(row.co2Abated),
    fuelProviders: Number(row.fuelProviders),
    uniqueSuppliers: Number(row.uniqueSuppliers),
    supplyCountriesOfOrigin: Number(row.supplyCountriesOfOrigin),
    aviationCustomers: Number(row.aviationCustomers),
    airTransportProviders: Number(row.airTransportProviders),
    logisticServiceProviders: Number(row.logisticServiceProviders),
  };
}

/** Event types after which the figures may differ: units, issuances, accounts and companies changing state. */
const CHANGES_STATISTICS =
  /^(Unit(?!CommentSet)|Issuance|Account(?!Member)|Company(?!Member|Documents)|RequestApproved|RegistrySeeded)/;

export const changesLandingStatistics = (eventType: string): boolean => CHANGES_STATISTICS.test(eventType);
