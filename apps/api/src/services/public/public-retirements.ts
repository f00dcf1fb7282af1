import type { Retirement, RetirementExportBody, RetirementPage, RetirementQuery } from '@safc/domain';
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { beneficiaryName } from './public-names';
import { streamExport, type ExportColumn, type ExportFormat } from './stream-export';

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
 * beneficiaries by their company's public name ("Private" when it keeps it out of the public registry).
 */
const RETIREMENT_COLUMNS = sql`b.id, b.serial, b.unit_type::text as "unitType", b.type_code as "typeCode", b.volume::text as volume,
          b.co2_abated::text as "co2Abated",
          to_char(b.retired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "retiredAt",
          (b.claim->>'retirementYear')::int as "retirementYear", b.claim->>'retirementCountry' as "retirementCountry",
          b.claim->>'claimPurpose' as "claimPurpose", b.claim->>'complianceRegime' as "complianceRegime",
          case when c.is_name_private then 'Private' else c.name end as "claimantName",
          case when lc.is_name_private then 'Private' else lc.name end as "logisticsProviderName",
          coalesce(${beneficiaryName('safcClaimBeneficiary')}, case when jsonb_typeof(b.claim->'safcClaimBeneficiary') = 'object' then 'Private' end) as "airTransportProviderBeneficiaryName",
          coalesce(${beneficiaryName('sercClaimBeneficiary')}, case when jsonb_typeof(b.claim->'sercClaimBeneficiary') = 'object' then 'Private' end) as "safceBeneficiaryName",
          i.production_year as "productionYear",
          i.form->'batch'->>'companyName' as "fuelProducingCompanyName",
          coalesce(i.form->'product'->'feedStock'->>'otherFeedStock', i.form->'product'->'feedStock'->>'name') as "productionFeedstock",
          i.form->'certification'->>'scheme' as "certificationScheme"`;

const RETIREMENT_SOURCES = sql`unit_blocks b
        join accounts a on a.id = b.account_id
        join companies c on c.id = a.company_id
        join issuances i on i.id = b.issuance_id
        left join accounts la on la.id::text = b.claim->>'logisticsProviderBeneficiary'
        left join companies lc on lc.id = la.company_id`;

/** GET /api/public/retirements: one page of the claimed units, newest claim first. */
export async function listRetirements(db: DbOrTx, query: RetirementQuery): Promise<RetirementPage> {
  const rows = await queryRows<Retirement & { total: number }>(
    db,
    sql`select ${RETIREMENT_COLUMNS}, count(*) over ()::int as total
        from ${RETIREMENT_SOURCES}
       where ${retirementFilters(query)}
       order by b.retired_at desc, b.serial
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    items: rows.map(({ total: _total, retiredAt, ...row }) => ({
      ...row,
      retiredAt: new Date(retiredAt).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  };
}

const EXPORT_COLUMNS: ExportColumn<keyof Retirement>[] = [
  { key: 'serial', label: 'Serial' },
  { key: 'unitType', label: 'Unit type' },
  { key: 'typeCode', label: 'Type code' },
  { key: 'volume', label: 'Volume (t)', numeric: true },
  { key: 'co2Abated', label: 'CO2e abated (t)', numeric: true },
  { key: 'retiredAt', label: 'Retired at' },
  { key: 'retirementYear', label: 'Retirement year' },
  { key: 'retirementCountry', label: 'Retirement country' },
  { key: 'claimPurpose', label: 'Claim purpose' },
  { key: 'complianceRegime', label: 'Compliance regime' },
  { key: 'claimantName', label: 'Claimant' },
  { key: 'logisticsProviderName', label: 'Logistics provider' },
  { key: 'airTransportProviderBeneficiaryName', label: 'Air transport provider beneficiary' },
  { key: 'safceBeneficiaryName', label: 'SAFcE beneficiary' },
  { key: 'productionYear', label: 'Production year' },
  { key: 'fuelProducingCompanyName', label: 'Fuel producing company' },
  { key: 'productionFeedstock', label: 'Feedstock' },
  { key: 'certificationScheme', label: 'Certification scheme' },
];

/**
 * GET /api/public/retirements/export and POST /api/public/export: every claimed unit the table's filters
 * select, in the table's order, streamed from a database cursor as CSV or XLSX (no row limit).
 */
export function exportRetirements(db: Db, filters: RetirementExportBody, format: ExportFormat): Readable {
  return streamExport(db, {
    format,
    sheet: 'Claimed units',
    columns: EXPORT_COLUMNS,
    select: sql`select ${RETIREMENT_COLUMNS}
        from ${RETIREMENT_SOURCES}
       where ${retirementFilters(filters)}
       order by b.retired_at desc, b.serial`,
  });
}
