import {
  computeIssuanceResults,
  corsiaEmissionsReductionOf,
  type IssuanceFacts,
  type IssuanceResults,
  type UnitDetail,
  type UnitHolder,
  type UnitSummary,
  WITHHELD_NAME,
  accountNameOf,
  publicNameOf,
  withheldAccountText,
  type NameViewer,
} from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';
import { nameViewerOf, requireCan, THIS_ACCOUNTS_UNITS, unitsOf, type Caller } from '../users/caller';
import { logisticsProviderNameOf } from './logistics-provider-name';
import { originSafcaOf, safceIssuedFrom } from './unbundling-links';
import { unitRemovalOf } from './unit-removal-view';
import { selectUnitSummaries } from './unit-views';

/** The block and what its issuance says of it: the unit's answer less what only getUnit adds. */
type UnitDetailCore = Omit<UnitDetail, 'removal' | 'logisticsProviderName' | 'originSafca' | 'safceIssued'>;

/** The Results step's figures as the answer sends them (the GHG block as a string). */
type UnitResults = Omit<IssuanceResults, 'ghgBlock'> & { ghgBlock: string };

export async function getUnit(db: DbOrTx, caller: Caller, id: string): Promise<UnitDetail> {
  const [unit] = await selectUnitSummaries(db, sql`b.id = ${id}`, { limit: 1 });
  if (!unit) throw AppError.notFound('Unit not found', { unitId: id });
  requireCan(caller, 'View', 'Unit', {
    ...unitsOf({ id: unit.accountId, companyId: unit.companyId }),
    named: THIS_ACCOUNTS_UNITS,
  });
  const isSafce = unit.unitType === 'SAFcE';
  // One after the other: `db` may be a call's transaction (remove-unit-route.ts), one connection, which
  // takes one query at a time (node-postgres warns of, and will refuse, a query sent while one runs).
  const detail = await unitDetailOf(db, unit, nameViewerOf(caller));
  const removal = await unitRemovalOf(db, id);
  const logisticsProviderName = await logisticsProviderNameOf(db, unit.claim, nameViewerOf(caller));
  const originSafca = isSafce ? await originSafcaOf(db, caller, id) : null;
  const safceIssued = isSafce ? [] : await safceIssuedFrom(db, caller, id);
  return { ...detail, removal, logisticsProviderName, originSafca, safceIssued };
}

export async function unitDetailOf(
  db: DbOrTx,
  unit: UnitSummary,
  viewer: NameViewer,
): Promise<UnitDetailCore> {
  const [issuance] = await queryRows<{
    id: string;
    documentation_type: string;
    assurance_level: string;
    form: Record<string, unknown>;
  }>(
    db,
    sql`select id, documentation_type::text, assurance_level::text, form from issuances where id = ${unit.issuanceId}`,
  );
  const form = issuance?.form ?? {};
  const holders = await holdersOf(db, unit.id, viewer);
  const results = resultsOf(form);
  return {
    ...unit,
    issuance: {
      id: unit.issuanceId,
      documentationType: issuance?.documentation_type ?? '',
      assuranceLevel: issuance?.assurance_level ?? '',
      batch: form.batch ?? null,
      blending: form.blending ?? null,
      supplier: form.supplier ?? null,
      certification: form.certification ?? null,
      product: form.product ?? null,
      greenhouseGas: form.greenhouseGas ?? null,
    },
    results,
    corsiaEmissionsReduction: results
      ? corsiaEmissionsReductionOf(form as unknown as IssuanceFacts, results.totalLCAValue, unit.volume)
      : null,
    holders,
    uniqueCompanies: new Set(holders.map((holder) => holder.companyId)).size,
  };
}

/** Figures recomputed from the stored form; an old or partial form (demo data) simply has none. */
function resultsOf(form: Record<string, unknown>): UnitResults | null {
  try {
    const { ghgBlock, ...results } = computeIssuanceResults(form as unknown as IssuanceFacts);
    return { ...results, ghgBlock: String(ghgBlock) };
  } catch {
    return null;
  }
}

/** The accounts in the unit's chain of custody, another company's under its private-name rule (decision 095). */
async function holdersOf(db: DbOrTx, id: string, viewer: NameViewer): Promise<UnitHolder[]> {
  const rows = await queryRows<UnitHolder & { isNamePrivate: boolean } & Record<string, unknown>>(
    db,
    sql`with recursive up(id, parent_id, account_id) as (
          select id, parent_id, account_id from unit_blocks where id = ${id}
          union select p.id, p.parent_id, p.account_id from unit_blocks p join up on p.id = up.parent_id
        ), down(id, account_id) as (
          select id, account_id from unit_blocks where id = ${id}
          union select c.id, c.account_id from unit_blocks c join down on c.parent_id = down.id
        ), held as (select account_id from up union select account_id from down)
        select a.id as "accountId", a.name as "accountName", c.id as "companyId", c.name as "companyName",
               c.is_name_private as "isNamePrivate"
          from held join accounts a on a.id = held.account_id join companies c on c.id = a.company_id
         order by c.name, a.name`,
  );
  return rows.map(({ isNamePrivate, ...holder }) => {
    const company = { id: holder.companyId, name: holder.companyName, isNamePrivate };
    return {
      ...holder,
      accountName:
        accountNameOf({ name: holder.accountName }, company, viewer) ?? withheldAccountText(holder.accountId),
      companyName: publicNameOf(company, viewer) ?? WITHHELD_NAME,
    };
  });
}
