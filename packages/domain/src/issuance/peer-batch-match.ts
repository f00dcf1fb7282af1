import type { PlausibilityFinding } from '../calculations/plausibility';
import type { BatchMatch } from '../contract/peers';

/**
 * The warning an issuance carries while its batch fingerprint or document hash is in a peer registry's public
 * log (issue 40, docs/decisions/099): the administrator acknowledges it, like a plausibility warning (decision
 * 035), after checking with the other registry that the fuel is not issued twice.
 */
export function peerBatchMatchWarning(matches: readonly BatchMatch[]): PlausibilityFinding | null {
  const [first] = matches;
  if (!first) return null;
  const where = matches
    .slice(0, 3)
    .map((match) => `${match.serial} in ${match.origin} (${match.issuedAt.slice(0, 10)})`)
    .join(', ');
  const more = matches.length > 3 ? ` and ${matches.length - 3} more` : '';
  return {
    code: 'peerBatchMatch',
    path: ['batch', 'batchNumber'],
    message: `This batch or its proof of sustainability was already issued in another registry: ${where}${more}. Check with that registry that the fuel is not issued twice before approving.`,
  };
}
