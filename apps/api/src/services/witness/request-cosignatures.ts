import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logCosignatures } from '../../db/schema';
import { getCheckpoint, getConsistencyProof } from '../public-log/log-proofs';
import { NOTE_KEY_TYPES, parseVerifierKey, splitNote } from '../public-log/signed-note';
import { getPeerJson, PeerUnreachable } from '../peers/peer-http';
import type { PeerRegistry } from '../peers/peer-registries';
import { verifyCosignature } from './verify-cosignature';

const TIMEOUT_MS = 15_000;

/**
 * Asks one peer to cosign this registry's latest checkpoint (C2SP tlog-witness add-checkpoint), from the size
 * it cosigned last, and keeps the cosignature line it answers once it checks with the peer's witness key
 * (GET /api/public/witness-key of the peer's pinned address). Returns the cosigned size, or null when there was
 * nothing new. A 409 names the size the witness holds: the request is made once more from there.
 */
export async function requestCosignature(db: Db, peer: PeerRegistry): Promise<number | null> {
  let latest;
  try {
    latest = await getCheckpoint(db);
  } catch {
    return null;
  }
  const witnessKey = await getPeerJson(peer.baseUrl, '/api/public/witness-key');
  const keyText = (witnessKey as { verifierKey?: unknown } | null)?.verifierKey;
  if (typeof keyText !== 'string') throw new PeerUnreachable('The peer has no witness key');
  const key = parseVerifierKey(keyText);
  if (key.type !== NOTE_KEY_TYPES.cosignatureV1)
    throw new PeerUnreachable('The peer’s witness key is not 0x04');

  const [last] = await db
    .select({ treeSize: logCosignatures.treeSize })
    .from(logCosignatures)
    .where(eq(logCosignatures.witness, key.name))
    .orderBy(desc(logCosignatures.treeSize))
    .limit(1);
  let oldSize = last?.treeSize ?? 0;
  if (oldSize === latest.treeSize) return null;
  const note = splitNote(latest.checkpoint);
  // The note as the log signed it, without other witnesses' lines: the witness verifies the log's signature.
  const logNote = `${note.text}\n${latest.checkpoint.slice(note.text.length + 1).split('\n')[0]}\n`;

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const proof =
      oldSize > 0 ? (await getConsistencyProof(db, { from: oldSize, to: latest.treeSize })).proof : [];
    const response = await fetch(`${peer.baseUrl}/api/witness/add-checkpoint`, {
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: [`old ${oldSize}`, ...proof, '', logNote].join('\n'),
    }).catch((error: unknown) => {
      throw new PeerUnreachable(`add-checkpoint: ${(error as Error).message}`);
    });
    const text = (await response.text()).slice(0, 4096);
    if (response.status === 409 && response.headers.get('content-type')?.startsWith('text/x.tlog.size')) {
      const held = Number(text.trim());
      if (!Number.isSafeInteger(held) || held > latest.treeSize || held === oldSize) break;
      oldSize = held;
      continue;
    }
    if (!response.ok) throw new PeerUnreachable(`add-checkpoint: HTTP ${response.status} ${text.trim()}`);
    const line = text.split('\n').find((candidate) => verifyCosignature(candidate, note.text, key));
    if (!line) throw new PeerUnreachable('add-checkpoint: no cosignature from the peer’s witness key');
    await db
      .insert(logCosignatures)
      .values({ treeSize: latest.treeSize, witness: key.name, line: `${line}\n` })
      .onConflictDoNothing();
    return latest.treeSize;
  }
  throw new PeerUnreachable(`add-checkpoint: the peer's witness holds a size this log cannot extend`);
}
