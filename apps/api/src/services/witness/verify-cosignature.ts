import { verify } from 'node:crypto';
import type { VerifierKey } from '../public-log/signed-note';
import { cosignedMessage } from './witness-signer';

/**
 * Whether a note signature line is a cosignature/v1 of the checkpoint body by the key (C2SP tlog-cosignature):
 * `— <name> base64(key id || u64 big-endian time || Ed25519 signature)` over
 * `cosignature/v1\ntime <time>\n<body>`.
 */
export function verifyCosignature(line: string, checkpointBody: string, key: VerifierKey): boolean {
  const match = /^\u2014 (\S+) ([A-Za-z0-9+/]+=*)$/.exec(line.trim());
  if (!match || match[1] !== key.name) return false;
  const bytes = Buffer.from(match[2] as string, 'base64');
  if (bytes.length !== 4 + 8 + 64 || !bytes.subarray(0, 4).equals(key.keyHash)) return false;
  const seconds = bytes.readBigUInt64BE(4);
  if (seconds > BigInt(Number.MAX_SAFE_INTEGER)) return false;
  const message = cosignedMessage(checkpointBody, Number(seconds));
  return verify(null, Buffer.from(message, 'utf8'), key.publicKey, bytes.subarray(12));
}
