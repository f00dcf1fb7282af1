import { useQuery } from '@tanstack/react-query';
import { PeerListSchema, type PeerList } from '@safc/domain';
import { downloadFile } from '../../../lib/download';
import { http } from '../../../lib/http';
import { peerKeys } from '../../../lib/query-keys/peers';

/** GET /api/peers: the registries this one follows, as last verified (administrators). */
export const getPeers = (): Promise<PeerList> => http('/api/peers', { response: PeerListSchema });

/** Read again every half minute: the follower checks each peer every few seconds. */
export function usePeers() {
  return useQuery({ queryKey: peerKeys.all, queryFn: getPeers, refetchInterval: 30_000 });
}

/** Saves one piece of evidence (two signed checkpoints that contradict each other) as a JSON file. */
export const downloadEvidence = (id: string, origin: string): Promise<void> =>
  downloadFile(
    `/api/peers/evidence/${id}`,
    `peer-evidence-${origin.replace(/[^A-Za-z0-9.-]+/g, '_')}-${id}.json`,
  );
