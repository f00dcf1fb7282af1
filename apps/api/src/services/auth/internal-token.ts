import { createHash, randomBytes } from 'node:crypto';

/** docs/decisions/001: 32 random bytes, base64url; only the sha-256 (hex) is ever stored. */
export function generateInternalToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInternalToken(token) };
}

export const hashInternalToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
