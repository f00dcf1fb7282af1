import {
  CO2E_ABATED_COLUMN,
  WITHHELD_NAME,
  type Retirement,
  type RetirementExportBody,
  type RetirementPage,
  type RetirementQuery,
} from '@safc/domain';
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { keysetPage, keysetRead, keysetSql } from './list-cursor';
import { beneficiaryName, publicCompanyNameText, publicFuelProducer } from './public-names';
import { streamExport, type ExportColumn, type ExportFormat, type ExportSource } from './stream-export';

/** The filters of the claimed-units table, as SQL over unit_blocks `b`. */
function retirementFilters(filters: RetirementExportBody): SQL {
  const year = filters.retirementYear
    ? sql`and (b.claim->>'retirementYear')::int = ${filters.retirementYear}`
    : sql``;
  const search = filters.search
    ? sql`and b.serial ilike ${`%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : sql``;
  return sql`b.status = 'retired' ${year} ${search}`;
}

/**
 * A claimed-units row as the table and its export read it: the claimant, the logistics provider and the
 * beneficiaries by their company's public name (the domain's WITHHELD_NAME when it keeps it private), the
 * fuel producer withheld with its issuing company's name (docs/decisions/095).
 */
const RETIREMENT_VALUES: Record<keyof Retirement, SQL> = {
  id: sql`b.id`,
  serial: sql`b.serial`,
  unitType: sql`b.unit_type::text`,
  typeCode: sql`b.type_code`,
  volume: sql`b.volume::text`,
  co2Abated: sql`b.co2_abated::text`,
  retiredAt: sql`to_char(b.retired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  retirementYear: sql`(b.claim->>'retirementYear')::int`,
  retirementCountry: sql`b.claim->>'retirementCountry'`,
  claimPurpose: sql`b.claim->>'claimPurpose'`,
  complianceRegime: sql`b.claim->>'complianceRegime'`,
  claimantName: publicCompanyNameText('c'),
  logisticsProviderName: sql`case when lc.id is not null then ${publicCompanyNameText('lc')} end`,
  airTransportProviderBeneficiaryName: sql`coalesce(${beneficiaryName('safcClaimBeneficiary')}, case when jsonb_typeof(b.claim->'safcClaimBeneficiary') = 'object' then ${WITHHELD_NAME}::text end)`,
  safceBeneficiaryName: sql`coalesce(${beneficiaryName('sercClaimBeneficiary')}, case when jsonb_typeof(b.claim->'sercClaimBeneficiary') = 'object' then ${WITHHELD_NAME}::text end)`,
  productionYear: sql`i.production_year`,
  fuelProducingCompanyName: publicFuelProducer('i'),
  productionFeedstock: sql`coalesce(i.form->'product'->'feedStock'->>'otherFeedStock', i.form->'product'->'feedStock'->>'name')`,
  certificationScheme: sql`i.form->'certification'->>'scheme'`,
};

const RETIREMENT_COLUMNS = sql.join(
  Object.entries(RETIREMENT_VALUES).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
  sql`, `,
);

const RETIREMENT_SOURCES = sql`unit_blocks b
        join accounts a on a.id = b.account_id
        join companies c on c.id = a.company_id
        join issuances i on i.id = b.issuance_id
        left join accounts la on la.id::text = b.claim->>'logisticsProviderBeneficiary'
        left join companies lc on lc.id = la.company_id`;

/** The table's one order: newest claim first (the cursor names it, so a cursor of another list is refused). */
const RETIREMENT_SORT = 'claimed-desc';

/** The table's order, the export's too: (claim time, serial) descending, served by unit_blocks_retired_idx. */
const RETIREMENT_ORDER = { key: sql`b.retired_at`, serial: sql`b.serial` };

/** GET /api/public/retirements: one keyset page of the claimed units, newest claim first (no OFFSET, no count). */
export async function listRetirements(db: DbOrTx, query: RetirementQuery): Promise<RetirementPage> {
  const read = keysetRead(query, RETIREMENT_SORT, true);
  const { beyond, orderBy } = keysetSql(read, RETIREMENT_ORDER, (key) => sql`${key}::timestamptz`);
  const rows = await queryRows<Retirement & { sortKey: string }>(
    db,
    sql`select ${RETIREMENT_COLUMNS}, b.retired_at::text as "sortKey"
        from ${RETIREMENT_SOURCES}
       where ${retirementFilters(query)} ${beyond ? sql`and ${beyond}` : sql``}
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
    orderBy: sql`b.retired_at desc, b.serial desc`,
  });
}
