import { issuePlausibility, type PlausibilityFacts, type PlausibilityFinding } from '@safc/domain';

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
