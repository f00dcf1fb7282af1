import { ACCOUNT_TYPES, type AccountTypeCents, type FeeRates, type FeeScheduleVersion } from '@safc/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feeSchedules, fees, users } from '../../db/schema';

type FeeRow = typeof fees.$inferSelect;

const noCents = (): AccountTypeCents =>
  Object.fromEntries(ACCOUNT_TYPES.map((type) => [type, 0])) as AccountTypeCents;

/** The rates of one version from its fees rows; an account type without a row is charged nothing. */
export function ratesOf(rows: readonly FeeRow[]): FeeRates {
  const rates: FeeRates = {
    issuancePerTonneCents: 0,
    accountYearlyCents: noCents(),
    accountReactivationCents: noCents(),
  };
  for (const row of rows) {
    if (row.kind === 'issuancePerTonne') rates.issuancePerTonneCents = row.amountCents;
    else if (row.accountType && row.kind === 'accountYearly')
      rates.accountYearlyCents[row.accountType] = row.amountCents;
    else if (row.accountType) rates.accountReactivationCents[row.accountType] = row.amountCents;
  }
  return rates;
}

/** The fees rows of a version, one per kind and account type. */
export function feeRowsOf(scheduleId: string, rates: FeeRates): FeeRow[] {
  return [
    { scheduleId, kind: 'issuancePerTonne', accountType: null, amountCents: rates.issuancePerTonneCents },
    ...ACCOUNT_TYPES.flatMap((accountType): FeeRow[] => [
      { scheduleId, kind: 'accountYearly', accountType, amountCents: rates.accountYearlyCents[accountType] },
      {
        scheduleId,
        kind: 'accountReactivation',
        accountType,
        amountCents: rates.accountReactivationCents[accountType],
      },
    ]),
  ];
}

/** Every version of the fee schedule with its rates, newest first. */
export async function loadFeeVersions(db: DbOrTx): Promise<FeeScheduleVersion[]> {
  const versions = await db
    .select({ schedule: feeSchedules, createdByName: users.name })
    .from(feeSchedules)
    .leftJoin(users, eq(users.id, feeSchedules.createdBy))
    .orderBy(desc(feeSchedules.version));
  const rows = await db.select().from(fees).orderBy(asc(fees.kind));
  return versions.map(({ schedule, createdByName }) => ({
    id: schedule.id,
    version: schedule.version,
    effectiveFrom: schedule.effectiveFrom,
    currency: 'USD' as const,
    createdAt: schedule.createdAt.toISOString(),
    createdByName,
    ...ratesOf(rows.filter((row) => row.scheduleId === schedule.id)),
  }));
}
