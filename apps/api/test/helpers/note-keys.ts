import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';

/**
 * A fresh Ed25519 signing key in Go's note format (PRIVATE+KEY+<name>+<hex id>+<base64(0x01 || seed)>), as an
 * operator writes into LOG_SIGNING_KEY, so a test can restart a registry with the same key on a new database.
 */
export function newNoteSigningKey(name: string): string {
  return newNoteKeys(name).signingKey;
}

/** A fresh Ed25519 note key: its signing key (Go's format) and its verifier key. */
export function newNoteKeys(name: string): { signingKey: string; verifierKey: string } {
  const { privateKey } = generateKeyPairSync('ed25519');
  const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32);
  const id = createHash('sha256')
    .update(`${name}\n`)
    .update(Buffer.from([1]))
    .update(publicKey)
    .digest()
    .subarray(0, 4);
  return {
    signingKey: `PRIVATE+KEY+${name}+${id.toString('hex')}+${Buffer.concat([Buffer.from([1]), seed]).toString('base64')}`,
    verifierKey: `${name}+${id.toString('hex')}+${Buffer.concat([Buffer.from([1]), publicKey]).toString('base64')}`,
  };
}
