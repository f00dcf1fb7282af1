import { UNIT_TYPES } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';
import { selectUnitSummaries, type UnitSummary } from '../units/unit-views';
import { unitDetailOf, type UnitDetail } from '../units/get-unit';

export const PublicUnitQuerySchema = z.object({
  unitType: z.enum(UNIT_TYPES).optional(),
  status: z.enum(['active', 'retired']).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type PublicUnitQuery = z.output<typeof PublicUnitQuerySchema>;

export type PublicUnit = Omit<UnitSummary, 'comment' | 'reservedVolume' | 'freeVolume' | 'freeCo2Abated'>;

/** What the public may see of a block: no internal note, no reservations, no private company names. */
function publicOf<T extends UnitSummary>(
  unit: T,
  privateCompanies: Set<string>,
): Omit<T, 'comment' | 'reservedVolume' | 'freeVolume' | 'freeCo2Abated'> {
  const {
    comment: _comment,
    reservedVolume: _reserved,
    freeVolume: _free,
    freeCo2Abated: _freeCo2,
    ...rest
  } = unit;
  return privateCompanies.has(unit.companyId)
    ? { ...rest, companyName: 'Private', accountName: 'Private' }
    : rest;
}

async function privateCompanyIds(db: DbOrTx): Promise<Set<string>> {
  const result = (await db.execute(sql`select id from companies where is_name_private`)) as unknown as {
    rows: { id: string }[];
  };
  return new Set(result.rows.map((row) => row.id));
}

/** Live blocks of approved issuances: held (active) or claimed (retired). */
const PUBLIC_BLOCKS = sql`i.status = 'approved' and b.status in ('active', 'retired')`;

export async function listPublicUnits(db: DbOrTx, query: PublicUnitQuery) {
  const where: SQL[] = [PUBLIC_BLOCKS];
  if (query.unitType) where.push(sql`b.unit_type = ${query.unitType}`);
  if (query.status) where.push(sql`b.status = ${query.status}`);
  if (query.search)
    where.push(sql`b.serial ilike ${`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const [units, hidden] = await Promise.all([
    selectUnitSummaries(db, sql.join(where, sql` and `), {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    privateCompanyIds(db),
  ]);
  return { items: units.map((unit) => publicOf(unit, hidden)), page: query.page, pageSize: query.pageSize };
}

/** The company of the logistics provider account a claim names (DESIGN §5: shown publicly). */
async function logisticsProviderNameOf(
  db: DbOrTx,
  claim: Record<string, unknown> | null,
): Promise<string | null> {
  const accountId = claim?.logisticsProviderBeneficiary;
  if (typeof accountId !== 'string') return null;
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select case when c.is_name_private then 'Private' else c.name end as name
          from accounts a join companies c on c.id = a.company_id where a.id::text = ${accountId}`,
  );
  return row?.name ?? null;
}

/** A beneficiary named outside the registry is shown by name; its e-mail address stays private. */
function withoutEmails(claim: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!claim) return claim;
  const strip = (beneficiary: unknown) => {
    if (typeof beneficiary !== 'object' || beneficiary === null) return beneficiary;
    const { email: _email, ...rest } = beneficiary as Record<string, unknown>;
    return rest;
  };
  return {
    ...claim,
    safcClaimBeneficiary: strip(claim.safcClaimBeneficiary),
    sercClaimBeneficiary: strip(claim.sercClaimBeneficiary),
  };
}

export async function getPublicUnit(db: DbOrTx, id: string) {
  const [unit] = await selectUnitSummaries(db, sql`b.id = ${id} and ${PUBLIC_BLOCKS}`, { limit: 1 });
  if (!unit) throw AppError.notFound('Unit not found', { unitId: id });
  const [detail, hidden, logisticsProviderName] = await Promise.all([
    unitDetailOf(db, unit),
    privateCompanyIds(db),
    logisticsProviderNameOf(db, unit.claim),
  ]);
  const { holders: _holders, ...rest } = publicOf<UnitDetail>(detail, hidden);
  return { ...rest, claim: withoutEmails(rest.claim), logisticsProviderName };
}
