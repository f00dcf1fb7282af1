import { withoutTrailingSlashes } from '@safc/domain';
import { NoteError, parseVerifierKey } from '../public-log/signed-note';

/** A registry this one follows (PEER_REGISTRIES), known by its log's origin: the name of its pinned key. */
export interface PeerRegistry {
  /** Where its API answers, without a trailing slash. */
  baseUrl: string;
  origin: string;
  /** Its log's C2SP verifier key, pinned here: a checkpoint signed by any other key is refused. */
  verifierKey: string;
}

/**
 * PEER_REGISTRIES: entries separated by ';', each `<base URL> <log verifier key>` (the peer's
 * GET /api/public/log-key). Throws with the entry's place and what is wrong, so a bad setting stops the start.
 */
export function parsePeerRegistries(text: string | undefined): PeerRegistry[] {
  const entries = (text ?? '')
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const peers = entries.map((entry, index): PeerRegistry => {
    const where = `PEER_REGISTRIES entry ${index + 1}`;
    const [url, key, ...rest] = entry.split(/\s+/);
    if (!url || !key || rest.length > 0) throw new Error(`${where}: give "<base URL> <log verifier key>"`);
    let baseUrl: URL;
    try {
      baseUrl = new URL(url);
    } catch {
      throw new Error(`${where}: ${url} is not a URL`);
    }
    if (baseUrl.protocol !== 'http:' && baseUrl.protocol !== 'https:')
      throw new Error(`${where}: the base URL must be http or https`);
    let origin: string;
    try {
      const parsed = parseVerifierKey(key);
      if (parsed.type !== 0x01) throw new NoteError('a log key has type 0x01 (Ed25519)');
      origin = parsed.name;
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
    return { baseUrl: withoutTrailingSlashes(baseUrl.href), origin, verifierKey: key };
  });
  const origins = new Set(peers.map((peer) => peer.origin));
  if (origins.size !== peers.length) throw new Error('PEER_REGISTRIES: two entries pin logs of one origin');
  return peers;
}
