import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { loadProviderKeys, publicSigningKeys } from '../../src/identity/provider-keys';
import { createTestDatabase } from '../helpers/database';

describe('signing and cookie keys live in oidc_keys, so every API process signs alike (DESIGN §10)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are generated once, even by processes starting together, and then loaded by everyone', async () => {
    const [first, second] = await Promise.all([loadProviderKeys(database.db), loadProviderKeys(database.db)]);
    const later = await loadProviderKeys(database.db);
    expect(second).toEqual(first);
    expect(later).toEqual(first);
    expect(first.signingKeys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.any(String),
    });
    expect(first.cookieKeys[0]).toMatch(/^[\w-]{43}$/);
  });

  it('publish only the public half', async () => {
    const keys = await loadProviderKeys(database.db);
    const [published] = publicSigningKeys(keys);
    expect(published).toMatchObject({ kty: 'RSA', n: expect.any(String), e: 'AQAB' });
    expect(published).not.toHaveProperty('d');
    expect(published).not.toHaveProperty('p');
  });
});
