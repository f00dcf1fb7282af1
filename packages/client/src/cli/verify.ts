import { verifyInclusion } from '../../../../scripts/verify-claim.mjs';
import { dataOf, type SafcClient } from '../index';

// `safc verify SAFCA-2026-000123`: the checks of scripts/verify-claim.mjs (imported, not copied): the claim's
// leaf is in the registry's public log, under a checkpoint signed by the registry's key.

export interface Verified {
  serial: string;
  kind: string;
  leafIndex: number;
  treeSize: number;
  origin: string;
  leaf: Record<string, unknown>;
}

export async function verifyClaim(
  client: SafcClient,
  serial: string,
  options: { key?: string; kind?: 'claimed' | 'issued' } = {},
): Promise<Verified> {
  const kind = options.kind ?? 'claimed';
  const key = options.key ?? dataOf(await client.GET('/api/public/log-key')).verifierKey;
  const inclusion = dataOf(
    await client.GET('/api/public/proof/inclusion', { params: { query: { unit: serial, kind } } }),
  );
  const { checkpoint, leaf } = verifyInclusion(inclusion, key);
  return {
    serial,
    kind,
    leafIndex: inclusion.leafIndex,
    treeSize: checkpoint.treeSize,
    origin: checkpoint.origin,
    leaf,
  };
}
