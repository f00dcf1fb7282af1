import type { BatchMatches } from '@safc/domain';
import { isHttpError } from '../../../lib/http-error';
import { publicRead } from '../../../lib/public-read';

/**
 * GET /api/public/batches/{hash}: where a batch fingerprint or a document hash was issued, in this registry and
 * the peers it follows; an empty list when nowhere (the API's 404).
 */
export async function getBatchMatches(hash: string): Promise<BatchMatches> {
  try {
    return await publicRead(`/api/public/batches/${hash}`, 'BatchMatchesSchema');
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return { hash, matches: [] };
    throw error;
  }
}
