import { WITHHELD_NAME, type Retirement } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sqlArray } from '../../db/sql-array';
import {
  beneficiaryCompanyId,
  beneficiaryName,
  publicCompanyNameText,
  publicFuelProducer,
} from '../public/public-names';

// public_claims: the claimed-units table's rows as the public reads them (docs/decisions/110), made here from
// the ledger's tables by the publishing job (refreshPublicClaims) and by a full republication (republish.ts).
// Nothing else reads a claim's JSON or a company's privacy for the table, its search or its export.

/** The beneficiary named in a claim, or the domain's WITHHELD_NAME when its company keeps its name private. */
const beneficiaryText = (key: string): SQL =>
  sql`coalesce(${beneficiaryName(key)}, case when jsonb_typeof(b.claim->${key}) = 'object' then ${WITHHELD_NAME}::text end)`;

/** Each column of a public_claims row over the ledger: block `b`, claimant `c`, issuance `i`, logistics provider `lc`. */
const CLAIM_VALUES: Record<Exclude<keyof Retirement, 'id'>, SQL> = {
  serial: sql`b.serial`,
  unitType: sql`b.unit_type`,
  typeCode: sql`b.type_code`,
  volume: sql`b.volume`,
  co2Abated: sql`b.co2_abated`,
  retiredAt: sql`b.retired_at`,
  retirementYear: sql`(b.claim->>'retirementYear')::int`,
  retirementCountry: sql`b.claim->>'retirementCountry'`,
  claimPurpose: sql`b.claim->>'claimPurpose'`,
  complianceRegime: sql`b.claim->>'complianceRegime'`,
  claimantName: publicCompanyNameText('c'),
  logisticsProviderName: sql`case when lc.id is not null then ${publicCompanyNameText('lc')} end`,
  airTransportProviderBeneficiaryName: beneficiaryText('safcClaimBeneficiary'),
  safceBeneficiaryName: beneficiaryText('sercClaimBeneficiary'),
  productionYear: sql`i.production_year`,
  fuelProducingCompanyName: publicFuelProducer('i'),
  productionFeedstock: sql`coalesce(i.form->'product'->'feedStock'->>'otherFeedStock', i.form->'product'->'feedStock'->>'name')`,
  certificationScheme: sql`i.form->'certification'->>'scheme'`,
};

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const COLUMNS = Object.keys(CLAIM_VALUES).map(snake);
const WRITTEN = [...COLUMNS, 'company_ids', 'search_text'];

/** What a search finds a row by: its serial, fuel producer and beneficiaries as shown, never a name withheld. */
const SEARCH_TEXT = sql`lower(concat_ws(E'\\n', v.serial, v.fuel_producing_company_name,
  nullif(v.air_transport_provider_beneficiary_name, ${WITHHELD_NAME}::text),
  nullif(v.safce_beneficiary_name, ${WITHHELD_NAME}::text)))`;

/** Every registry company the row shows (claimant, logistics provider, beneficiaries, issuer of the fuel producer). */
const COMPANY_IDS = sql`array_remove(array[c.id, lc.id, i.company_id,
  ${beneficiaryCompanyId('safcClaimBeneficiary')}, ${beneficiaryCompanyId('sercClaimBeneficiary')}], null)`;

/**
 * Writes the public_claims rows of the unit blocks `blocks` (a relation of unit_blocks rows, aliased to
 * `touched`) and deletes those of its blocks no longer claimed (a claim never ends, but a removal could).
 */
async function writeClaims(tx: Tx, blocks: SQL): Promise<void> {
  await tx.execute(claimRowsSql(blocks));
  // The names the rows now show, for the search by name (decision 134).
  await tx.execute(sql`
    insert into public_claim_names (name)
    select distinct x.name from public_claims p,
           unnest(array[p.fuel_producing_company_name, p.air_transport_provider_beneficiary_name,
                        p.safce_beneficiary_name]) x(name)
     where p.block_id in (select t.id from (${blocks}) t)
       and x.name is not null and x.name <> ${WITHHELD_NAME}::text
    on conflict do nothing`);
}

/** The statement writeClaims runs (exported so that migration 0027's first fill is this same text). */
export function claimRowsSql(blocks: SQL): SQL {
  return sql`
    with touched as (${blocks}), gone as (
      delete from public_claims p using touched t where p.block_id = t.id and t.status <> 'retired'
    )
    insert into public_claims as p (block_id, ${sql.raw(COLUMNS.join(', '))}, company_ids, search_text)
    select v.*, ${SEARCH_TEXT} from (
      select b.id, ${sql.join(
        Object.entries(CLAIM_VALUES).map(([key, value]) => sql`${value} as ${sql.identifier(snake(key))}`),
        sql`, `,
      )}, ${COMPANY_IDS}
        from touched b
        join accounts a on a.id = b.account_id
        join companies c on c.id = a.company_id
        join issuances i on i.id = b.issuance_id
        left join accounts la on la.id::text = b.claim->>'logisticsProviderBeneficiary'
        left join companies lc on lc.id = la.company_id
       where b.status = 'retired' and b.retired_at is not null) v
    on conflict (block_id) do update set ${sql.raw(WRITTEN.map((column) => `${column} = excluded.${column}`).join(', '))}
      -- A row as it already is stays untouched: a republication or a company's rewrite writes only what changed.
      where (${sql.raw(WRITTEN.map((column) => `p.${column}`).join(', '))})
            is distinct from (${sql.raw(WRITTEN.map((column) => `excluded.${column}`).join(', '))})`;
}

/**
 * Brings public_claims in step with the blocks an event named and the blocks made from them (a claim makes
 * the claimed block a child of the one it names, DESIGN §4; a correction names the claimed block itself).
 */
export async function refreshPublicClaims(tx: Tx, blockIds: readonly string[]): Promise<void> {
  if (blockIds.length === 0) return;
  const ids = sqlArray(blockIds, 'uuid');
  await writeClaims(tx, sql`select * from unit_blocks where id = any(${ids}) or parent_id = any(${ids})`);
}

/**
 * Rewrites every row that shows one of the companies (its name made private or public again, or changed):
 * the table, its search and its export never hold a name withheld since (docs/decisions/095).
 */
export async function refreshCompanyPublicClaims(tx: Tx, companyIds: readonly string[]): Promise<void> {
  if (companyIds.length === 0) return;
  await writeClaims(
    tx,
    sql`select b.* from unit_blocks b join public_claims p on p.block_id = b.id
         where p.company_ids && ${sqlArray(companyIds, 'uuid')}`,
  );
}

/** The same for every unit block of the ledger: a republication (republish.ts), into empty tables. */
export async function writeEveryPublicClaim(tx: Tx): Promise<void> {
  await writeClaims(tx, sql`select * from unit_blocks`);
}
