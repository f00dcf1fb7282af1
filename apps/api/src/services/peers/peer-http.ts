/** A peer that does not answer as a registry does: the follower marks it unreachable, keeping its state. */
export class PeerUnreachable extends Error {}

/** Longest a peer's answer may take; the follower tries again on its next run. */
const TIMEOUT_MS = 15_000;
/** Largest answer read from a peer: 1,000 leaves of a few hundred bytes, with room; a larger one is refused. */
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * GET a peer's public call and parse its JSON, reading at most MAX_BYTES within TIMEOUT_MS: a hostile or broken
 * peer can neither stall the follower nor fill its memory. Redirects are not followed (a pinned base URL).
 */
export async function getPeerJson(baseUrl: string, path: string): Promise<unknown> {
  const url = `${baseUrl}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new PeerUnreachable(`${path}: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new PeerUnreachable(`${path}: HTTP ${response.status}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > MAX_BYTES) {
        await response.body.cancel().catch(() => undefined);
        throw new PeerUnreachable(`${path}: the answer is larger than ${MAX_BYTES} bytes`);
      }
      chunks.push(chunk);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch (error) {
    if (error instanceof PeerUnreachable) throw error;
    throw new PeerUnreachable(`${path}: ${(error as Error).message}`);
  }
}
