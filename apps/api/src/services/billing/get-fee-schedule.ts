import { feeVersionInForce, type FeeSchedule } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { Caller } from '../users/caller';
import { requireBilling, utcDay } from './billing-access';
import { loadFeeVersions } from './fee-versions';

/** The latest day anything on an invoice that is not void fell due, or null when nothing is billed. */
export async function lastBilledDay(db: DbOrTx): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(billed_on)::text as day from invoice_lines where not voided`,
  );
  return row?.day ?? null;
}

export async function loadFeeSchedule(db: DbOrTx, today = new Date()): Promise<FeeSchedule> {
  const versions = await loadFeeVersions(db);
  return {
    inForce: feeVersionInForce(versions, utcDay(today)) ?? null,
    versions,
    lastBilledOn: await lastBilledDay(db),
  };
}

/** GET /api/billing/fees: administrators and company representatives (view billing). */
export async function getFeeSchedule(db: DbOrTx, caller: Caller): Promise<FeeSchedule> {
  requireBilling(caller, 'view');
  return loadFeeSchedule(db);
}
