import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { oidcKeys } from '../db/schema';

export interface ProviderKeys {
  /** Private signing keys (RS256) for oidc-provider's `jwks`. */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies, newest first. */
  cookieKeys: string[];
}

const SIGNING_KEYS_ID = 'jwks';
const COOKIE_KEYS_ID = 'cookies';

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/**
 * Reads a key row, creating it on first start. Several processes may start at once on an empty database:
 * `on conflict do nothing` lets one win, and everyone then reads the winner's keys, so all sign alike.
 */
async function loadOrCreate<T>(db: Db, id: string, create: () => Promise<T>): Promise<T> {
  const [existing] = await db.select().from(oidcKeys).where(eq(oidcKeys.id, id));
  if (existing) return existing.value as T;
  await db
    .insert(oidcKeys)
    .values({ id, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(oidcKeys).where(eq(oidcKeys.id, id));
  if (!stored) throw new Error(`Could not store the identity provider's ${id} keys`);
  return stored.value as T;
}

export async function loadProviderKeys(db: Db): Promise<ProviderKeys> {
  const signing = await loadOrCreate(db, SIGNING_KEYS_ID, async () => ({
    keys: [await generateSigningKey()],
  }));
  const cookieKeys = await loadOrCreate(db, COOKIE_KEYS_ID, async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signingKeys: signing.keys, cookieKeys };
}

const PRIVATE_KEY_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/** The public half of the signing keys: what the API verifies the provider's access tokens with. */
export function publicSigningKeys(keys: ProviderKeys): JWK[] {
  return keys.signingKeys.map((key) => {
    const publicKey: JWK = { ...key };
    for (const member of PRIVATE_KEY_MEMBERS) delete (publicKey as Record<string, unknown>)[member];
    return publicKey;
  });
}
