import { canBill, type BillingOperation } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';

/** 403 unless the domain's billing rules allow the caller this operation. */
export function requireBilling(caller: Caller, operation: BillingOperation, companyId?: string): void {
  if (!canBill(caller.permissions, operation, companyId)) {
    throw AppError.forbidden('You are not allowed to do this in billing', { operation });
  }
}

// Any constant shared by every process of the registry: it names the lock generation and fee edits queue on.
const BILLING_LOCK_KEY = 726_009;

/**
 * Invoice generation and fee schedule edits take turns, across every API process: a second generation
 * waits for the first to commit and then sees what it billed (each statement of a READ COMMITTED
 * transaction reads what was committed before it began), and a fee version cannot slip in under a
 * generation that is pricing with the version before it. The unique index on invoice_lines stays the
 * last word: even without this lock no event could be billed twice.
 */
export async function lockBilling(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_LOCK_KEY}::bigint)`);
}

/** 'YYYY-MM-DD' of an instant, in UTC: billing's days are UTC days. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
