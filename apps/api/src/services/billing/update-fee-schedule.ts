import { feeVersionRewritesBilling, type FeeSchedule, type FeeScheduleInput } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { feeSchedules, fees } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { lockBilling, requireBilling } from './billing-access';
import { feeRowsOf } from './fee-versions';
import { lastBilledDay, loadFeeSchedule } from './get-fee-schedule';
import { eventTransaction, recordEvents } from '../events/record-events';

/**
 * PUT /api/billing/fees: an administrator saves a new version of the fee schedule. Versions are never
 * changed; a version may not take effect on a day whose fees are already on an invoice (that would
 * rewrite billed history): 409 naming effectiveFrom.
 */
export async function updateFeeSchedule(
  db: Db,
  caller: Caller,
  input: FeeScheduleInput,
): Promise<FeeSchedule> {
  requireBilling(caller, 'editFees');
  await eventTransaction(db, async (tx) => {
    await lockBilling(tx);
    const lastBilled = await lastBilledDay(tx);
    if (feeVersionRewritesBilling(input.effectiveFrom, lastBilled)) {
      throw AppError.conflict(
        `Fees are already billed up to ${lastBilled}: a new version must take effect after that day`,
        { 'body.effectiveFrom': `Must be after ${lastBilled}`, lastBilledOn: lastBilled },
      );
    }
    const [latest] = await queryRows<{ version: number }>(
      tx,
      sql`select coalesce(max(version), 0)::int4 as version from fee_schedules`,
    );
    const version = (latest?.version ?? 0) + 1;
    const [schedule] = await tx
      .insert(feeSchedules)
      .values({ version, effectiveFrom: input.effectiveFrom, createdBy: caller.user.id })
      .returning({ id: feeSchedules.id });
    if (!schedule) throw new Error('updateFeeSchedule: the version was not inserted');
    const { effectiveFrom, ...rates } = input;
    await tx.insert(fees).values(feeRowsOf(schedule.id, rates));
    await recordEvents(tx, [
      {
        type: 'FeeScheduleUpdated',
        actorId: caller.user.id,
        entityType: 'feeSchedule',
        entityId: schedule.id,
        payload: { version, effectiveFrom, ...rates },
      },
    ]);
  });
  return loadFeeSchedule(db);
}
