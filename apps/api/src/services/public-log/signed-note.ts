import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';

// Reading C2SP signed notes with a pinned verifier key: the checkpoints of a peer registry's log (key type 0x01,
// Ed25519) and the cosignatures of witnesses (type 0x04, C2SP tlog-cosignature). The same rules as
// scripts/verify-claim.mjs, which outsiders run without this code.

/** Signature types of a verifier key's first byte. */
export const NOTE_KEY_TYPES = { ed25519: 0x01, cosignatureV1: 0x04 } as const;
type NoteKeyType = (typeof NOTE_KEY_TYPES)[keyof typeof NOTE_KEY_TYPES];

export class NoteError extends Error {}

export interface VerifierKey {
  name: string;
  type: NoteKeyType;
  /** The 4-byte key id that starts each signature of this key. */
  keyHash: Buffer;
  publicKey: KeyObject;
  /** The raw 32-byte Ed25519 public key. */
  rawKey: Buffer;
  text: string;
}

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The key id of a note key: the first 4 bytes of SHA-256(name || "\n" || type || key). */
export const noteKeyHash = (name: string, type: number, rawKey: Uint8Array): Buffer =>
  createHash('sha256')
    .update(`${name}\n`)
    .update(Buffer.from([type]))
    .update(rawKey)
    .digest()
    .subarray(0, 4);

/** `<name>+<hex key id>+<base64(type || 32-byte Ed25519 key)>`, of type 0x01 or 0x04. */
export function parseVerifierKey(text: string): VerifierKey {
  // base64 may itself hold '+': the name and the id are the first two fields, the key all the rest.
  const [name, hashHex, ...encoded] = text.trim().split('+');
  const bytes = Buffer.from(encoded.join('+'), 'base64');
  const type = bytes[0];
  if (
    !name ||
    /\s/.test(name) ||
    !/^[0-9a-f]{8}$/.test(hashHex ?? '') ||
    bytes.length !== 33 ||
    (type !== NOTE_KEY_TYPES.ed25519 && type !== NOTE_KEY_TYPES.cosignatureV1)
  ) {
    throw new NoteError('A verifier key reads <name>+<8 hex digits>+<base64 of 0x01 or 0x04 and 32 bytes>');
  }
  const rawKey = bytes.subarray(1);
  const keyHash = noteKeyHash(name, type, rawKey);
  if (keyHash.toString('hex') !== hashHex)
    throw new NoteError(`The key id of ${name} does not match its key`);
  const publicKey = createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, rawKey]),
    format: 'der',
    type: 'spki',
  });
  return { name, type, keyHash, publicKey, rawKey, text: text.trim() };
}

/** A note split into its text (ending in a newline) and its signature lines. */
export function splitNote(note: string): { text: string; signatures: { name: string; bytes: Buffer }[] } {
  const split = note.indexOf('\n\n');
  if (split < 0 || !note.endsWith('\n')) throw new NoteError('The note has no signature block');
  const lines = note.slice(split + 2, -1).split('\n');
  const signatures = lines.map((line) => {
    const match = /^\u2014 (\S+) ([A-Za-z0-9+/]+=*)$/.exec(line);
    if (!match) throw new NoteError('A signature line of the note is malformed');
    return { name: match[1] as string, bytes: Buffer.from(match[2] as string, 'base64') };
  });
  return { text: note.slice(0, split + 1), signatures };
}

export interface Checkpoint {
  origin: string;
  treeSize: number;
  rootHash: Buffer;
  /** origin, size and root lines (and any extension lines), each ending in a newline: what was signed. */
  body: string;
}

/** The checkpoint a note holds (C2SP tlog-checkpoint), signed by `key` (Ed25519, type 0x01). */
export function verifiedCheckpoint(note: string, key: VerifierKey): Checkpoint {
  const { text, signatures } = splitNote(note);
  const signed = signatures.some(
    ({ name, bytes }) =>
      name === key.name &&
      bytes.length === 68 &&
      bytes.subarray(0, 4).equals(key.keyHash) &&
      verify(null, Buffer.from(text, 'utf8'), key.publicKey, bytes.subarray(4)),
  );
  if (!signed) throw new NoteError(`The checkpoint is not signed by ${key.name}`);
  return checkpointOfText(text, key.name);
}

/** The origin, size and root of a checkpoint's signed text. */
export function checkpointOfText(text: string, expectedOrigin: string): Checkpoint {
  const [origin, size, root] = text.split('\n');
  if (origin !== expectedOrigin)
    throw new NoteError(`The checkpoint's origin ${origin} is not ${expectedOrigin}`);
  if (!/^(0|[1-9]\d{0,15})$/.test(size ?? '')) throw new NoteError('The checkpoint has no tree size');
  const rootHash = Buffer.from(root ?? '', 'base64');
  if (rootHash.length !== 32 || rootHash.toString('base64') !== root)
    throw new NoteError('The checkpoint has no root hash');
  return { origin, treeSize: Number(size), rootHash, body: text };
}
