import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Passwords of the embedded identity provider's accounts. The stored form names its own parameters
// (scrypt$N$r$p$salt$hash), so the cost can be raised later without breaking existing hashes.

const COST = 16_384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function deriveKey(
  plain: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      plain.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(plain, salt, COST, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** False for a wrong password and for a hash this module did not write; never throws on bad input. */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const [n, r, p] = [Number(cost), Number(blockSize), Number(parallelism)];
  if (![n, r, p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(key, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await deriveKey(plain, Buffer.from(salt, 'base64'), n, r, p);
  return timingSafeEqual(actual, expected);
}
