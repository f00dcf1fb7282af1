import type { UnitBlockStatus, UnitSummary, UnitType } from '@safc/domain';
import { Decimal, blockDensity, volumeString } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** A unit block as the holdings list, the tree and the public pages show it (platform spec §3 "Unit"). */
export type { UnitSummary };

type UnitRow = {
  id: string;
  serial: string;
  unit_type: UnitType;
  status: UnitBlockStatus;
  account_id: string;
  account_name: string;
  company_id: string;
  company_name: string;
  parent_id: string | null;
  issuance_id: string;
  volume: string;
  reserved_volume: string;
  co2_abated: string;
  category: number;
  type_code: string;
  tier: string;
  emission_reduction: string;
  production_year: number;
  form: Record<string, unknown> | null;
  issuance_date: string;
  expires_at: string | null;
  retired_at: string | null;
  claim: Record<string, unknown> | null;
  comment: string | null;
  created_at: string;
};

const iso = (text: string | null): string | null => (text ? new Date(text).toISOString() : null);
const group = (form: Record<string, unknown> | null, key: string): Record<string, unknown> =>
  (form?.[key] as Record<string, unknown> | undefined) ?? {};

export function toUnitSummary(row: UnitRow): UnitSummary {
  const free = new Decimal(row.volume).minus(row.reserved_volume);
  const freeCo2 = new Decimal(row.co2_abated).times(free).div(row.volume);
  const batch = group(row.form, 'batch');
  const product = group(row.form, 'product');
  const certification = group(row.form, 'certification');
  const feedStock = (product.feedStock as { name?: string; otherFeedStock?: string } | undefined) ?? {};
  return {
    id: row.id,
    serial: row.serial,
    unitType: row.unit_type,
    status: row.status,
    accountId: row.account_id,
    accountName: row.account_name,
    companyId: row.company_id,
    companyName: row.company_name,
    parentId: row.parent_id,
    issuanceId: row.issuance_id,
    volume: row.volume,
    reservedVolume: row.reserved_volume,
    freeVolume: volumeString(free),
    co2Abated: row.co2_abated,
    freeCo2Abated: volumeString(freeCo2),
    density: blockDensity(product.quantityMT, product.volumeOfNeatFuel, product.volumeOfNeatFuelUnit),
    category: row.category,
    typeCode: row.type_code,
    // Validated at issuance by the administrator: the code as approved is the verified one.
    verifiedTypeCode: row.type_code,
    sustainabilityTier: row.tier,
    emissionReduction: row.emission_reduction,
    productionYear: row.production_year,
    fuelProducingCompanyName: (batch.companyName as string | undefined) ?? null,
    feedstockCountries: (product.countries as string[] | undefined) ?? [],
    certificationScheme: (certification.scheme as string | undefined) ?? null,
    productionFeedstock: feedStock.otherFeedStock ?? feedStock.name ?? null,
    batchNumber: (batch.batchNumber as string | undefined) ?? null,
    issuanceDate: iso(row.issuance_date) ?? '',
    expirationDate: iso(row.expires_at),
    retiredAt: iso(row.retired_at),
    claim: row.claim,
    comment: row.comment,
    createdAt: iso(row.created_at) ?? '',
  };
}

/** Unit summaries matching `where` (over the aliases b, a, c, i), by serial. */
export async function selectUnitSummaries(
  db: DbOrTx,
  where: SQL,
  { limit = 500, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<UnitSummary[]> {
  const rows = await queryRows<UnitRow>(
    db,
    sql`select b.id, b.serial, b.unit_type, b.status, b.account_id, a.name as account_name,
          c.id as company_id, c.name as company_name, b.parent_id, b.issuance_id,
          b.volume::text as volume, b.reserved_volume::text as reserved_volume, b.co2_abated::text as co2_abated,
          b.category::int as category, b.type_code, i.tier::text as tier, i.emission_reduction::text as emission_reduction,
          i.production_year, i.form, coalesce(i.approved_at, i.created_at)::text as issuance_date,
          b.expires_at::text as expires_at, b.retired_at::text as retired_at, b.claim, b.comment,
          b.created_at::text as created_at
        from unit_blocks b
        join accounts a on a.id = b.account_id
        join companies c on c.id = a.company_id
        join issuances i on i.id = b.issuance_id
       where ${where}
       order by b.created_at desc, b.serial desc
       limit ${limit} offset ${offset}`,
  );
  return rows.map(toUnitSummary);
}
