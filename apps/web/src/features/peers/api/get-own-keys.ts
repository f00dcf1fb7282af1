import { useQuery } from '@tanstack/react-query';
import { LogVerifierKeySchema, WitnessKeySchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { peerKeys } from '../../../lib/query-keys/peers';

/**
 * This registry's own public keys (GET /api/public/log-key and /witness-key): what a peer's operator pins to
 * follow it, and what a claim's checker names to count its cosignatures.
 */
export function useOwnKeys() {
  return useQuery({
    queryKey: peerKeys.ownKeys(),
    queryFn: async () => {
      const [log, witness] = await Promise.all([
        http('/api/public/log-key', { response: LogVerifierKeySchema }),
        http('/api/public/witness-key', { response: WitnessKeySchema }),
      ]);
      return { log, witness };
    },
    staleTime: Infinity,
  });
}
