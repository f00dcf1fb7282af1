import {
  JET_FUEL_BASELINES,
  baselineCarbonIntensity,
  type JetFuelBaseline,
  type PublicClaim,
  type PublicClaimEdit,
  type PublicUnitPage,
} from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';
import { publicClaimEditsOf } from './public-claim-edits';
import {
  beneficiaryName,
  publicCompanyName,
  publicCompanyNameOfAccount,
  publicFuelProducer,
} from './public-names';

interface PageRow extends Record<string, unknown> {
  id: string;
  serial: string;
  unitType: PublicUnitPage['unitType'];
  typeCode: string;
  status: PublicUnitPage['status'];
  volume: string;
  co2Abated: string;
  category: number;
  tier: string | null;
  emissionReduction: string | null;
  productionYear: number | null;
  issuedAt: string;
  expiresAt: string | null;
  removedAt: string | null;
  retiredAt: string | null;
  form: Record<string, Record<string, unknown> | undefined>;
  claim: Record<string, unknown> | null;
  parentSerial: string | null;
  childSerials: string[];
  companies: number;
  accounts: number;
  claimant: string | null;
  logisticsProvider: string | null;
  atpBeneficiary: string | null;
  safceBeneficiary: string | null;
  fuelProducer: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

function claimOf(row: PageRow, edits: PublicClaimEdit[]): PublicClaim | null {
  if (row.status !== 'retired' || !row.claim) return null;
  const year = Number(row.claim.retirementYear);
  return {
    claimedAt: iso(row.retiredAt),
    retirementYear: Number.isInteger(year) ? year : null,
    retirementCountry: text(row.claim.retirementCountry),
    claimPurpose: text(row.claim.claimPurpose),
    complianceRegime: text(row.claim.complianceRegime),
    claimant: row.claimant,
    airTransportProviderBeneficiary: row.atpBeneficiary,
    safceBeneficiary: row.safceBeneficiary,
    logisticsProvider: row.logisticsProvider,
    version: 1 + edits.length,
    edits,
  };
}

/**
 * GET /api/public/units/{serial} (and the spec's /api/public/unit/{id}): every public fact of one unit block.
 * Holders are
 * counted, never named; the claim names its claimant and beneficiaries unless a company keeps its name
 * private. A block of an issuance not approved is not public and answers 404 like an unknown serial.
 */
export async function getPublicUnitPage(
  db: DbOrTx,
  unit: { serial: string } | { id: string },
): Promise<PublicUnitPage> {
  const [row] = await queryRows<PageRow>(
    db,
    sql`select b.id, b.serial, b.unit_type::text as "unitType", b.type_code as "typeCode", b.status::text as status,
          b.volume::text as volume, b.co2_abated::text as "co2Abated", b.category::int as category,
          i.tier::text as tier, i.emission_reduction::text as "emissionReduction",
          i.production_year as "productionYear",
          coalesce(i.approved_at, i.created_at)::text as "issuedAt", b.expires_at::text as "expiresAt",
          b.removed_at::text as "removedAt", b.retired_at::text as "retiredAt", i.form, b.claim,
          (select p.serial from unit_blocks p where p.id = b.parent_id) as "parentSerial",
          array(select c.serial from unit_blocks c where c.parent_id = b.id order by c.serial) as "childSerials",
          custody.companies, custody.accounts,
          (select ${publicCompanyName('c')}
             from accounts a join companies c on c.id = a.company_id where a.id = b.account_id) as claimant,
          ${publicCompanyNameOfAccount(`b.claim #>> '{logisticsProviderBeneficiary}'`)} as "logisticsProvider",
          ${publicFuelProducer('i')} as "fuelProducer",
          ${beneficiaryName('safcClaimBeneficiary')} as "atpBeneficiary",
          ${beneficiaryName('sercClaimBeneficiary')} as "safceBeneficiary"
        from unit_blocks b
        join issuances i on i.id = b.issuance_id and i.status = 'approved'
        cross join lateral (
          with recursive up(id, parent_id, account_id) as (
            select b.id, b.parent_id, b.account_id
            union all select p.id, p.parent_id, p.account_id from unit_blocks p join up on p.id = up.parent_id
          )
          select count(distinct a.company_id)::int as companies, count(distinct up.account_id)::int as accounts
            from up join accounts a on a.id = up.account_id
        ) custody
       where ${'serial' in unit ? sql`b.serial = ${unit.serial}` : sql`b.id = ${unit.id}`}`,
  );
  if (!row) throw AppError.notFound('This unit is not in the public registry', unit);
  const edits = row.status === 'retired' ? await publicClaimEditsOf(db, row.id) : [];
  const product = row.form.product ?? {};
  const feedStock = (product.feedStock ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    serial: row.serial,
    unitType: row.unitType,
    typeCode: row.typeCode,
    status: row.status,
    volume: row.volume,
    co2Abated: row.co2Abated,
    category: row.category,
    sustainabilityTier: row.tier,
    emissionReduction: row.emissionReduction,
    declaredBaseline: declaredBaselineOf(product.jetFuelBaselineCarbonIntensity),
    issuanceDate: new Date(row.issuedAt).toISOString(),
    expirationDate: iso(row.expiresAt),
    removedAt: iso(row.removedAt),
    fuel: {
      producer: row.fuelProducer,
      productionYear: row.productionYear,
      feedstock: text(feedStock.otherFeedStock) ?? text(feedStock.name),
      countries: Array.isArray(product.countries)
        ? product.countries.filter((c) => typeof c === 'string')
        : [],
      scheme: text(row.form.certification?.scheme),
      conversionProcess: text(product.conversionProcess),
    },
    custody: { companies: row.companies, accounts: row.accounts },
    parentSerial: row.parentSerial,
    childSerials: row.childSerials,
    claim: claimOf(row, edits),
  };
}

/** The baseline's value in gCO2e/MJ from the form's code ("89g"), or null for a form without a known one. */
function declaredBaselineOf(code: unknown): string | null {
  return (JET_FUEL_BASELINES as readonly unknown[]).includes(code)
    ? baselineCarbonIntensity(code as JetFuelBaseline)
    : null;
}
