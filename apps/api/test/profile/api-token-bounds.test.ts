import { RECENT_SIGN_IN_REQUIRED_MESSAGE } from '@safc/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, tokens, users, webSessions } from '../../src/db/schema';
import { bearer, injectAs, internalTokenFor, type TestApp } from '../helpers/app';
import { mailsTo } from '../notifications/notification-helpers';
import { buildWithFolders } from '../onboarding/registration-helpers';

// Issue 39 item 7, docs/decisions/091: an API token ends (at most a year, chosen at creation), may be
// read-only or held to one account, needs a sign-in within 5 minutes, is mailed about, and is revoked with a
// block, a removal or "revoke all".

const REP = 'rep@nordicfuels.example';
const ADMIN = 'admin@safc-registry.example';
const DAY = 24 * 60 * 60 * 1000;

interface Created {
  token: string;
  id: string;
  expiresAt: string;
  scope: string;
  accountId: string | null;
}

describe('API tokens are bounded (issue 39 item 7)', () => {
  let app: TestApp;
  let dataDir: string;
  let nordicAccounts: { id: string; name: string; companyId: string }[];
  let nordicId: string;

  const create = (payload: Record<string, unknown>, email = REP) =>
    injectAs(app, email, { method: 'POST', url: '/api/auth/api-tokens', payload });
  const created = async (payload: Record<string, unknown>, email = REP): Promise<Created> => {
    const response = await create(payload, email);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Created>();
  };
  const asToken = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(token), 'x-company-id': nordicId },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    ({ app, dataDir } = await buildWithFolders());
    const [nordic] = await app.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Nordic Renewable Fuels AS'));
    nordicId = nordic!.id;
    nordicAccounts = await app.database.db
      .select({ id: accounts.id, name: accounts.name, companyId: accounts.companyId })
      .from(accounts)
      .where(eq(accounts.companyId, nordicId))
      .orderBy(accounts.name);
    expect(nordicAccounts.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => app.close());

  it('ends after 90 days by default, or the 30 or 365 chosen; nothing longer than a year', async () => {
    const before = Date.now();
    const byDefault = await created({ name: 'Default' });
    expect(Date.parse(byDefault.expiresAt) - before).toBeGreaterThan(90 * DAY - 60_000);
    expect(Date.parse(byDefault.expiresAt) - before).toBeLessThan(90 * DAY + 60_000);
    const year = await created({ name: 'A year', expiresInDays: 365 });
    expect(Date.parse(year.expiresAt) - before).toBeLessThan(365 * DAY + 60_000);

    const forever = await create({ name: 'Forever', expiresInDays: 3650 });
    expect(forever.statusCode).toBe(400);
    expect(forever.json().message).toContain('expiresInDays');
  });

  it('an expired API token answers 401', async () => {
    const { token, id } = await created({ name: 'Short', expiresInDays: 30 });
    await app.database.db
      .update(tokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tokens.id, id));
    expect((await asToken(token, 'GET', '/api/users/me')).statusCode).toBe(401);
  });

  it('a read-only token makes GET calls; any other call answers 403 before its body is read', async () => {
    const { token, scope } = await created({ name: 'Reader', scope: 'read' });
    expect(scope).toBe('read');
    expect((await asToken(token, 'GET', '/api/account')).statusCode).toBe(200);
    const write = await asToken(token, 'PATCH', `/api/account/${nordicAccounts[0]!.id}`, { name: 'Renamed' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('This API token may only read: it makes GET calls only');
    const keyed = await app.inject({
      method: 'POST',
      url: '/api/auth/api-tokens',
      headers: { ...bearer(token), 'idempotency-key': 'read-only-write' },
      payload: { name: 'not even a body check' },
    });
    expect(keyed.statusCode).toBe(403);
    const [account] = await app.database.db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, nordicAccounts[0]!.id));
    expect(account!.name).toBe(nordicAccounts[0]!.name);
  });

  it('a token held to one account sees and acts on that account only', async () => {
    const [held, other] = nordicAccounts;
    const { token, accountId } = await created({ name: 'One account', accountId: held!.id });
    expect(accountId).toBe(held!.id);
    const listed = await asToken(token, 'GET', '/api/account');
    expect(listed.statusCode).toBe(200);
    const ids = JSON.stringify(listed.json());
    expect(ids).toContain(held!.id);
    expect(ids).not.toContain(other!.id);
    expect((await asToken(token, 'GET', `/api/account/${held!.id}`)).statusCode).toBe(200);
    expect((await asToken(token, 'GET', `/api/account/${other!.id}`)).statusCode).toBe(404);
  });

  it('cannot be held to an account the caller does not see', async () => {
    const [skyAccount] = await app.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(eq(companies.name, 'SkyWays Airlines Ltd'));
    const response = await create({ name: 'Not mine', accountId: skyAccount!.id });
    expect(response.statusCode).toBe(404);
  });

  it('needs a sign-in within the last 5 minutes: otherwise 401 asking for the password, and no token', async () => {
    const sessionToken = await internalTokenFor(app, REP);
    const [row] = await app.database.db
      .select({ webSessionId: tokens.webSessionId })
      .from(tokens)
      .where(eq(tokens.tokenHash, sql`encode(sha256(convert_to(${sessionToken}, 'UTF8')), 'hex')`));
    await app.database.db
      .update(webSessions)
      .set({ authenticatedAt: sql`now() - interval '6 minutes'` })
      .where(eq(webSessions.id, row!.webSessionId!));
    const before = await app.database.db.select().from(tokens).where(eq(tokens.kind, 'api'));
    const response = await create({ name: 'Too late' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(RECENT_SIGN_IN_REQUIRED_MESSAGE);
    const after = await app.database.db.select().from(tokens).where(eq(tokens.kind, 'api'));
    expect(after).toHaveLength(before.length);
    await app.database.db
      .update(webSessions)
      .set({ authenticatedAt: sql`now()` })
      .where(eq(webSessions.id, row!.webSessionId!));
  });

  it('e-mails the user that a token was created, never the token itself', async () => {
    const { token } = await created({ name: 'Mailed', scope: 'read' });
    const mails = await mailsTo(dataDir, REP);
    const mail = mails.find((written) => written.text.includes('"Mailed"'));
    expect(mail?.subject).toBe('An API token was created for you');
    expect(mail?.text).toContain('read only');
    expect(mail?.text).not.toContain(token);
  });

  it('"revoke all" stops every API token of the caller at once, and only theirs', async () => {
    const first = await created({ name: 'First' });
    const second = await created({ name: 'Second' });
    const someoneElses = await created({ name: 'Admin script' }, ADMIN);
    const response = await injectAs(app, REP, { method: 'POST', url: '/api/auth/api-tokens/revoke-all' });
    expect(response.statusCode).toBe(200);
    expect(response.json().revoked).toBeGreaterThanOrEqual(2);
    for (const { token } of [first, second])
      expect((await asToken(token, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect((await asToken(someoneElses.token, 'GET', '/api/users/me')).statusCode).toBe(200);
    expect((await injectAs(app, REP, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
  });

  it("a block revokes the user's tokens: unblocked, the API token still answers 401", async () => {
    const email = 'initiator@nordicfuels.example';
    const { token } = await created({ name: 'Blocked later' }, email);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    const block = (path: string) =>
      injectAs(app, ADMIN, { method: 'PATCH', url: `/api/users/${user!.id}/${path}` });
    expect((await block('block')).statusCode).toBe(200);
    expect((await block('unblock')).statusCode).toBe(200);
    expect((await asToken(token, 'GET', '/api/users/me')).statusCode).toBe(401);
    const live = await app.database.db
      .select()
      .from(tokens)
      .where(sql`${tokens.userId} = ${user!.id} and ${tokens.revokedAt} is null`);
    expect(live).toHaveLength(0);
  });
});
