import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createPostgresAdapter, pruneExpiredOidcPayloads } from '../../src/identity/postgres-adapter';
import { createTestDatabase } from '../helpers/database';

describe("the identity provider's PostgreSQL adapter (oidc_payloads)", () => {
  let database: Database;
  let adapterFor: ReturnType<typeof createPostgresAdapter>;
  beforeAll(async () => {
    database = await createTestDatabase();
    adapterFor = createPostgresAdapter(database.db);
  });
  afterAll(() => database.close());

  it('stores, replaces and destroys a payload per model', async () => {
    const codes = adapterFor('AuthorizationCode');
    const sessions = adapterFor('Session');
    await codes.upsert('same-id', { accountId: 'a1' }, 60);
    await sessions.upsert('same-id', { accountId: 'other-model', uid: 'u1' }, 60);
    expect(await codes.find('same-id')).toEqual({ accountId: 'a1' });

    await codes.upsert('same-id', { accountId: 'a2' }, 60);
    expect(await codes.find('same-id')).toEqual({ accountId: 'a2' });
    await codes.destroy('same-id');
    expect(await codes.find('same-id')).toBeUndefined();
    expect(await sessions.find('same-id')).toMatchObject({ accountId: 'other-model' });
  });

  it('never returns an expired payload', async () => {
    const interactions = adapterFor('Interaction');
    await interactions.upsert('expired', { uid: 'x' }, -1);
    await interactions.upsert('lasting', { uid: 'y' });
    expect(await interactions.find('expired')).toBeUndefined();
    expect(await interactions.find('lasting')).toMatchObject({ uid: 'y' });
    await pruneExpiredOidcPayloads(database.db);
    expect(await interactions.find('lasting')).toBeDefined();
  });

  it('marks a consumed code with the time it was consumed', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'g-consume' }, 60);
    await codes.consume('code-1');
    const consumed = await codes.find('code-1');
    expect(consumed?.consumed).toEqual(expect.any(Number));
    expect(Math.abs((consumed!.consumed as number) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('finds a session by uid and a device code by user code', async () => {
    await adapterFor('Session').upsert('session-1', { uid: 'uid-1', accountId: 'a' }, 60);
    await adapterFor('DeviceCode').upsert('device-1', { userCode: 'ABCD-EFGH', grantId: 'g' }, 60);
    expect(await adapterFor('Session').findByUid('uid-1')).toMatchObject({ accountId: 'a' });
    expect(await adapterFor('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g' });
    expect(await adapterFor('Session').findByUid('nobody')).toBeUndefined();
  });

  it('revoking a grant removes every code and token issued under it', async () => {
    await adapterFor('AccessToken').upsert('at-1', { grantId: 'g-revoke' }, 60);
    await adapterFor('RefreshToken').upsert('rt-1', { grantId: 'g-revoke' }, 60);
    await adapterFor('RefreshToken').upsert('rt-2', { grantId: 'g-keep' }, 60);
    await adapterFor('AccessToken').revokeByGrantId('g-revoke');
    expect(await adapterFor('AccessToken').find('at-1')).toBeUndefined();
    expect(await adapterFor('RefreshToken').find('rt-1')).toBeUndefined();
    expect(await adapterFor('RefreshToken').find('rt-2')).toBeDefined();
  });
});
