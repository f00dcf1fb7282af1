import type { Retirement, RetirementExportBody, RetirementPage, RetirementQuery } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { csvCell } from './csv';
import { beneficiaryName } from './public-names';

/** GET /api/public/retirements: one page of the claimed units, newest claim first. */
export async function listRetirements(db: DbOrTx, query: RetirementQuery): Promise<RetirementPage> {
  const year = query.retirementYear
    ? sql`and (b.claim->>'retirementYear')::int = ${query.retirementYear}`
    : sql``;
  const search = query.search
    ? sql`and b.serial ilike ${`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : sql``;
  const rows = await queryRows<Retirement & { total: number }>(
    db,
    sql`select b.id, b.serial, b.unit_type::text as "unitType", b.type_code as "typeCode", b.volume::text as volume,
          b.co2_abated::text as "co2Abated", b.retired_at::text as "retiredAt",
          (b.claim->>'retirementYear')::int as "retirementYear", b.claim->>'retirementCountry' as "retirementCountry",
          b.claim->>'claimPurpose' as "claimPurpose", b.claim->>'complianceRegime' as "complianceRegime",
          case when c.is_name_private then 'Private' else c.name end as "claimantName",
          case when lc.is_name_private then 'Private' else lc.name end as "logisticsProviderName",
          coalesce(${beneficiaryName('safcClaimBeneficiary')}, case when jsonb_typeof(b.claim->'safcClaimBeneficiary') = 'object' then 'Private' end) as "airTransportProviderBeneficiaryName",
          coalesce(${beneficiaryName('sercClaimBeneficiary')}, case when jsonb_typeof(b.claim->'sercClaimBeneficiary') = 'object' then 'Private' end) as "safceBeneficiaryName",
          i.production_year as "productionYear",
          i.form->'batch'->>'companyName' as "fuelProducingCompanyName",
          coalesce(i.form->'product'->'feedStock'->>'otherFeedStock', i.form->'product'->'feedStock'->>'name') as "productionFeedstock",
          i.form->'certification'->>'scheme' as "certificationScheme",
          count(*) over ()::int as total
        from unit_blocks b
        join accounts a on a.id = b.account_id
        join companies c on c.id = a.company_id
        join issuances i on i.id = b.issuance_id
        left join accounts la on la.id::text = b.claim->>'logisticsProviderBeneficiary'
        left join companies lc on lc.id = la.company_id
       where b.status = 'retired' ${year} ${search}
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

const CSV_COLUMNS: [keyof Retirement, string][] = [
  ['serial', 'Serial'],
  ['unitType', 'Unit type'],
  ['typeCode', 'Type code'],
  ['volume', 'Volume (t)'],
  ['co2Abated', 'CO2e abated (t)'],
  ['retiredAt', 'Retired at'],
  ['retirementYear', 'Retirement year'],
  ['retirementCountry', 'Retirement country'],
  ['claimPurpose', 'Claim purpose'],
  ['complianceRegime', 'Compliance regime'],
  ['claimantName', 'Claimant'],
  ['logisticsProviderName', 'Logistics provider'],
  ['airTransportProviderBeneficiaryName', 'Air transport provider beneficiary'],
  ['safceBeneficiaryName', 'SAFcE beneficiary'],
  ['productionYear', 'Production year'],
  ['fuelProducingCompanyName', 'Fuel producing company'],
  ['productionFeedstock', 'Feedstock'],
  ['certificationScheme', 'Certification scheme'],
];

/** POST /api/public/export: the retirements as a CSV file (at most 10,000 rows per export). */
export async function exportRetirements(db: DbOrTx, query: RetirementExportBody): Promise<string> {
  const { items } = await listRetirements(db, { ...query, page: 1, pageSize: 10_000 });
  const header = CSV_COLUMNS.map(([, label]) => label).join(',');
  const lines = items.map((item) => CSV_COLUMNS.map(([key]) => csvCell(item[key])).join(','));
  return [header, ...lines].join('\r\n') + '\r\n';
}
