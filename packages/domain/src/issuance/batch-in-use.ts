import { formatDate } from '../presentation/format-date';

// Decision 096: what a supplier is told when the batch or the document of an issuance is already held by another
// one here (pending or approved). The same words answer the wizard's early check and the submission's 409.

/** What an issuance is recognised by: its batch (the fingerprint) or its proof-of-sustainability document. */
export type BatchPart = 'batch' | 'document';

/** The issuance that holds the batch or document, as much of it as the asking supplier may learn. */
export interface BatchHolder {
  /**
   * Whether it belongs to the asking supplier's company. Another company's issuance is never named: the
   * supplier learns only that the batch or document is already in the registry (decision 096).
   */
  ownCompany: boolean;
  /** The serial of its units once approved, else null. */
  serial: string | null;
  batchNumber: string | null;
  /** When it was submitted (ISO). */
  submittedAt: string;
}

function ownIssuance(holder: BatchHolder): string {
  if (holder.serial) return `your units ${holder.serial}`;
  const batch = holder.batchNumber ? `batch ${holder.batchNumber}` : 'an issuance';
  return `${batch}, submitted on ${formatDate(holder.submittedAt)} and not yet approved`;
}

/** The sentence naming the earlier issuance (or, for another company's, only that there is one). */
export function batchInUseMessage(part: BatchPart, holder: BatchHolder): string {
  if (part === 'batch') {
    return holder.ownCompany
      ? `This batch is already in the registry as ${ownIssuance(holder)}. A batch is issued once.`
      : 'This batch is already in the registry, issued or submitted by another company. A batch is issued once: if it is yours, contact the registry administrator.';
  }
  return holder.ownCompany
    ? `This document is already the proof of sustainability of ${ownIssuance(holder)}. Each issuance needs the document of its own batch.`
    : "This document is already the proof of sustainability of another company's issuance. Each issuance needs the document of its own batch: if it is yours, contact the registry administrator.";
}
