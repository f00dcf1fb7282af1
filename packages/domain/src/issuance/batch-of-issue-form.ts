import { CertificationSchemeSchema } from '../catalogues/status-schemas';
import type { BatchIdentity } from './batch-fingerprint';

/**
 * The batch an issue form names (its scheme, certificate number and batch number), read from a submitted form
 * or one stored before these rules: null when the form does not name all three, so no fingerprint is guessed.
 */
export function batchOfIssueForm(form: unknown): BatchIdentity | null {
  const { batch, certification } = (form ?? {}) as {
    batch?: { batchNumber?: unknown };
    certification?: { scheme?: unknown; certificateNumber?: unknown };
  };
  const scheme = CertificationSchemeSchema.safeParse(certification?.scheme);
  const certificateNumber = certification?.certificateNumber;
  const batchNumber = batch?.batchNumber;
  if (!scheme.success || typeof certificateNumber !== 'string' || typeof batchNumber !== 'string')
    return null;
  return { scheme: scheme.data, certificateNumber, batchNumber };
}

/**
 * The issuance statuses that free a batch and its document for another issuance: an issuance rejected or
 * cancelled never issued anything. Every other status holds them, an approved issuance for good. The partial
 * unique indexes on issuances (apps/api/drizzle/0025) say the same in SQL.
 */
export const BATCH_FREEING_ISSUANCE_STATUSES = ['rejected', 'cancelled'] as const;
