import { useMutation } from '@tanstack/react-query';
import { ChainVerificationSchema, type ChainVerification } from '@safc/domain';
import { http } from '../../../lib/http';

/** GET /api/logs/verify: walks the hash chain and names the first broken link, if any. */
export const verifyLogs = (): Promise<ChainVerification> =>
  http('/api/logs/verify', { response: ChainVerificationSchema });

/** Asked on demand ("Verify chain"), never cached: the answer is about the chain as it is now. */
export function useVerifyLogs() {
  return useMutation({ mutationFn: verifyLogs });
}
