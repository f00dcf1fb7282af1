import {
  issuePlausibility,
  peerBatchMatchWarning,
  type BatchMatch,
  type PlausibilityFacts,
  type PlausibilityFinding,
} from '@safc/domain';
import type { DbOrTx } from '../../db/client';
import { peerMatchesOf } from '../peers/batch-matches';

/**
 * The plausibility warnings of a stored issue form (docs/decisions/035-plausibility-checks.md). The stored
 * form is the parsed issue form, so it has the facts the rules read; a form stored before a group existed
 * has no warning rather than a failure.
 */
export function issuanceWarnings(form: unknown): PlausibilityFinding[] {
  const facts = form as Partial<PlausibilityFacts> | null;
  if (!facts?.certification || !facts.product?.feedStock || !facts.greenhouseGas) return [];
  return issuePlausibility(facts as PlausibilityFacts).warnings;
}

export interface IssuanceReview {
  warnings: PlausibilityFinding[];
  peerMatches: BatchMatch[];
}

/**
 * What the administrator acknowledges before approving: the form's plausibility warnings, and a peerBatchMatch
 * warning while a peer registry's verified log holds the batch or its document (docs/decisions/099). Read at
 * the time asked, so a match that arrives after submission counts until the approval.
 */
export async function issuanceReview(
  db: DbOrTx,
  issuance: { form: unknown; batchFingerprint: string | null; documentSha256: string | null },
): Promise<IssuanceReview> {
  const peerMatches = await peerMatchesOf(db, issuance);
  const peerWarning = peerBatchMatchWarning(peerMatches);
  return {
    warnings: [...issuanceWarnings(issuance.form), ...(peerWarning ? [peerWarning] : [])],
    peerMatches,
  };
}
