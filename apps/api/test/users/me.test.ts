import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { build, injectAs, type TestApp } from '../helpers/app';

// Platform spec §2 "Side menu": the administrators' Holdings item shows only if accounts exist; company users
// see Holdings when they hold an account membership. /api/users/me says which.
describe('GET /api/users/me: accountsExist', () => {
  let app: TestApp;
  const accountsExist = async (email: string) =>
    (await injectAs(app, email, { method: 'GET', url: '/api/users/me' })).json<{ accountsExist: boolean }>()
      .accountsExist;

  beforeAll(async () => {
    app = await build();
  });
  afterAll(async () => app.close());

  it('is true for the administrator of a registry with accounts, and for a member of an account', async () => {
    expect(await accountsExist('admin@safc-registry.example')).toBe(true);
    expect(await accountsExist('initiator@nordicfuels.example')).toBe(true);
  });

  it('is false for a company representative with no account membership', async () => {
    expect(await accountsExist('rep@skyways.example')).toBe(false);
  });

  it('is false for the administrator once every account is removed', async () => {
    await app.database.db.update(accounts).set({ status: 'removed' });
    expect(await accountsExist('admin@safc-registry.example')).toBe(false);
  });
});

describe("a signed-in caller's answers", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('are kept out of every cache, the browser disk included; public answers keep their own rule', async () => {
    const me = await injectAs(app, 'rep@nordicfuels.example', { method: 'GET', url: '/api/users/me' });
    expect(me.headers['cache-control']).toBe('private, no-store');
    const refused = await app.inject({ method: 'GET', url: '/api/users/me' });
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const units = await app.inject({ method: 'GET', url: '/api/public/units' });
    expect(units.headers['cache-control']).toBe('public, no-cache');
  });
});
