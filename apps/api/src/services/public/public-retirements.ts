import {
  CO2E_ABATED_COLUMN,
  type Retirement,
  type RetirementExportBody,
  type RetirementPage,
  type RetirementQuery,
} from '@safc/domain';
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlArray } from '../../db/sql-array';
import { couldBeInSerial, pageOfMatches, substringSearch, substringSearchSql } from './substring-search';
import { keysetPage, keysetRead, keysetSql } from './list-cursor';
import { streamExport, type ExportColumn, type ExportFormat, type ExportSource } from './stream-export';

/**
 * The filters of the claimed-units table over public_claims `r`. The search finds a substring of the serial,
 * the fuel producer or a beneficiary (a trigram index, decision 110); a name withheld is not searched.
 */
function retirementFilters(filters: RetirementExportBody): SQL {
  const where: SQL[] = [sql`true`];
  if (filters.retirementYear) where.push(sql`r.retirement_year = ${filters.retirementYear}`);
  if (filters.search) where.push(substringSearchSql(sql`r.search_text`, filters.search));
  return sql.join(where, sql` and `);
}

/**
 * A claimed-units row as the table and its export read it, from public_claims, which the publishing job
 * keeps with the private-name rule applied (services/public-log/refresh-public-claims.ts, decision 110).
 */
const RETIREMENT_VALUES: Record<keyof Retirement, SQL> = {
  id: sql`r.block_id`,
  serial: sql`r.serial`,
  unitType: sql`r.unit_type::text`,
  typeCode: sql`r.type_code`,
  volume: sql`r.volume::text`,
  co2Abated: sql`r.co2_abated::text`,
  retiredAt: sql`to_char(r.retired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  retirementYear: sql`r.retirement_year`,
  retirementCountry: sql`r.retirement_country`,
  claimPurpose: sql`r.claim_purpose`,
  complianceRegime: sql`r.compliance_regime`,
  claimantName: sql`r.claimant_name`,
  logisticsProviderName: sql`r.logistics_provider_name`,
  airTransportProviderBeneficiaryName: sql`r.air_transport_provider_beneficiary_name`,
  safceBeneficiaryName: sql`r.safce_beneficiary_name`,
  productionYear: sql`r.production_year`,
  fuelProducingCompanyName: sql`r.fuel_producing_company_name`,
  productionFeedstock: sql`r.production_feedstock`,
  certificationScheme: sql`r.certification_scheme`,
};

const RETIREMENT_COLUMNS = sql.join(
  Object.entries(RETIREMENT_VALUES).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
  sql`, `,
);

const RETIREMENT_SOURCES = sql`public_claims r`;

/** The table's one order: newest claim first (the cursor names it, so a cursor of another list is refused). */
const RETIREMENT_SORT = 'claimed-desc';

/** The table's order, the export's too: (claim time, serial) descending, served by public_claims_retired_idx. */
const RETIREMENT_ORDER = { key: sql`r.retired_at`, serial: sql`r.serial` };

/** The columns a name found in public_claim_names is read by, each with its index (decision 134). */
const NAME_COLUMNS = [
  sql`r.fuel_producing_company_name`,
  sql`r.air_transport_provider_beneficiary_name`,
  sql`r.safce_beneficiary_name`,
];

/**
 * A search finding more names than this is a broad one ("airline"): most rows show such a name, so its page is
 * found soonest by walking the table in its order and matching each row's text.
 */
const NAMES_AT_MOST = 50;

/** The names public_claim_names holds that hold `search`, or undefined when there are more than NAMES_AT_MOST. */
async function namesHolding(db: DbOrTx, search: string): Promise<string[] | undefined> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select n.name from public_claim_names n where ${substringSearchSql(sql`n.search_text`, search)}
         limit ${NAMES_AT_MOST + 1}`,
  );
  return rows.length > NAMES_AT_MOST ? undefined : rows.map((row) => row.name);
}

/**
 * The blocks of a page of a search that finds a few names (decision 134): the rows showing one of `names`, each
 * name's read newest first from its column's index; and, when the text could be part of a serial, the rows
 * whose text holds it, through public_claims' trigram index. A name's common words ("airline", "fuel") are in
 * most rows: found in the rows' own index, a rare name cost reading most of it.
 */
function pageOfSearch(
  query: RetirementQuery,
  search: string,
  names: string[],
  keyset: { beyond: SQL | undefined; orderBy: SQL },
): SQL {
  const year = query.retirementYear ? [sql`r.retirement_year = ${query.retirementYear}`] : [];
  const where = (condition: SQL) =>
    sql.join([condition, ...year, ...(keyset.beyond ? [keyset.beyond] : [])], sql` and `);
  const limit = query.limit + 1;
  const byName = sql`select r.block_id, r.retired_at, r.serial from unnest(${sqlArray(names, 'text')}) n(name)
      cross join lateral (${sql.join(
        NAME_COLUMNS.map(
          (column) => sql`(select r.block_id, r.retired_at, r.serial from public_claims r
             where ${where(sql`${column} = n.name`)} order by ${keyset.orderBy} limit ${limit})`,
        ),
        sql` union all `,
      )}) r`;
  if (!couldBeInSerial(search)) return byName;
  const text = substringSearch(sql`r.search_text`, search);
  const byText = pageOfMatches({
    columns: sql`r.block_id, r.retired_at, r.serial`,
    from: sql`public_claims`,
    alias: 'r',
    where: where(text.condition),
    orderBy: keyset.orderBy,
    limit,
    few: text.few,
  });
  return sql`(${byText}) union (${byName})`;
}

/** GET /api/public/retirements: one keyset page of the claimed units, newest claim first (no OFFSET, no count). */
export async function listRetirements(db: DbOrTx, query: RetirementQuery): Promise<RetirementPage> {
  const read = keysetRead(query, RETIREMENT_SORT, true);
  const keyset = keysetSql(read, RETIREMENT_ORDER, (key) => sql`${key}::timestamptz`);
  const { beyond, orderBy } = keyset;
  const names = query.search ? await namesHolding(db, query.search) : undefined;
  const chosen =
    query.search && names
      ? sql`r.block_id in (select block_id from (${pageOfSearch(query, query.search, names, keyset)}) page)`
      : sql`${retirementFilters(query)} ${beyond ? sql`and ${beyond}` : sql``}`;
  const rows = await queryRows<Retirement & { sortKey: string }>(
    db,
    sql`select ${RETIREMENT_COLUMNS}, r.retired_at::text as "sortKey"
        from ${RETIREMENT_SOURCES}
       where ${chosen}
       order by ${orderBy}
       limit ${query.limit + 1}`,
  );
  const page = keysetPage(rows, query.limit, read, RETIREMENT_SORT);
  return {
    items: page.rows.map(({ sortKey: _sortKey, retiredAt, ...row }) => ({
      ...row,
      retiredAt: new Date(retiredAt).toISOString(),
    })),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/** The file's columns: text values of the table's (years as text, so that the CSV can take them as they are). */
const EXPORT_COLUMNS: ExportColumn<keyof Retirement>[] = [
  { key: 'serial', label: 'Serial', value: RETIREMENT_VALUES.serial, registryMade: true },
  { key: 'unitType', label: 'Unit type', value: RETIREMENT_VALUES.unitType, registryMade: true },
  { key: 'typeCode', label: 'Type code', value: RETIREMENT_VALUES.typeCode },
  { key: 'volume', label: 'Volume (t)', value: RETIREMENT_VALUES.volume, numeric: true, registryMade: true },
  {
    key: 'co2Abated',
    label: CO2E_ABATED_COLUMN,
    value: RETIREMENT_VALUES.co2Abated,
    numeric: true,
    registryMade: true,
  },
  { key: 'retiredAt', label: 'Retired at', value: RETIREMENT_VALUES.retiredAt, registryMade: true },
  {
    key: 'retirementYear',
    label: 'Retirement year',
    value: sql`(${RETIREMENT_VALUES.retirementYear})::text`,
    registryMade: true,
  },
  { key: 'retirementCountry', label: 'Retirement country', value: RETIREMENT_VALUES.retirementCountry },
  { key: 'claimPurpose', label: 'Claim purpose', value: RETIREMENT_VALUES.claimPurpose },
  { key: 'complianceRegime', label: 'Compliance regime', value: RETIREMENT_VALUES.complianceRegime },
  { key: 'claimantName', label: 'Claimant', value: RETIREMENT_VALUES.claimantName },
  {
    key: 'logisticsProviderName',
    label: 'Logistics provider',
    value: RETIREMENT_VALUES.logisticsProviderName,
  },
  {
    key: 'airTransportProviderBeneficiaryName',
    label: 'Air transport provider beneficiary',
    value: RETIREMENT_VALUES.airTransportProviderBeneficiaryName,
  },
  { key: 'safceBeneficiaryName', label: 'SAFcE beneficiary', value: RETIREMENT_VALUES.safceBeneficiaryName },
  {
    key: 'productionYear',
    label: 'Production year',
    value: sql`(${RETIREMENT_VALUES.productionYear})::text`,
    registryMade: true,
  },
  {
    key: 'fuelProducingCompanyName',
    label: 'Fuel producing company',
    value: RETIREMENT_VALUES.fuelProducingCompanyName,
  },
  { key: 'productionFeedstock', label: 'Feedstock', value: RETIREMENT_VALUES.productionFeedstock },
  { key: 'certificationScheme', label: 'Certification scheme', value: RETIREMENT_VALUES.certificationScheme },
];

/**
 * GET /api/public/retirements/export and POST /api/public/export: every claimed unit the table's filters
 * select, in the table's order, streamed from a database cursor as CSV or XLSX (no row limit).
 */
export function exportRetirements(
  source: ExportSource,
  filters: RetirementExportBody,
  format: ExportFormat,
): Readable {
  return streamExport(source, {
    format,
    sheet: 'Claimed units',
    columns: EXPORT_COLUMNS,
    from: sql`from ${RETIREMENT_SOURCES} where ${retirementFilters(filters)}`,
    orderBy: sql`r.retired_at desc, r.serial desc`,
  });
}
