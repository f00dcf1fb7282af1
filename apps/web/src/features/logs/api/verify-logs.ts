import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/logs/verify: walks the hash chain and names the first broken link, if any. */
export interface ChainVerification {
  ok: boolean;
  count: number;
  brokenAt?: { seq: number; id: string; reason: string };
}

export const verifyLogs = (): Promise<ChainVerification> => http<ChainVerification>('/api/logs/verify');

/** Asked on demand ("Verify chain"), never cached: the answer is about the chain as it is now. */
export function useVerifyLogs() {
  return useMutation({ mutationFn: verifyLogs });
}
