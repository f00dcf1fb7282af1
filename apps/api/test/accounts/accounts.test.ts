import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, uploads } from '../../src/db/schema';
import { injectAs, type TestApp } from '../helpers/app';
import {
  ADMIN,
  ELF_BYTES,
  buildWithFolders,
  filesUnder,
  multipart,
} from '../onboarding/registration-helpers';

const REP = 'rep@nordicfuels.example';
const READ_ONLY = 'readonly@nordicfuels.example';
const SKY_REP = 'rep@skyways.example';

describe('accounts: creation, edits, blocking, trust, members and transfer recipients', () => {
  let app: TestApp;
  let dataDir: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ({ app, dataDir } = await buildWithFolders());
    for (const row of await app.database.db.select({ id: accounts.id, name: accounts.name }).from(accounts))
      ids[row.name] = row.id;
    for (const row of await app.database.db
      .select({ id: companies.id, name: companies.name })
      .from(companies))
      ids[row.name] = row.id;
  });
  afterAll(() => app.close());
  const fuel = () => ids['Nordic Renewable Fuels - SAF Production']!;
  const trading = () => ids['Nordic Renewable Fuels - Trading']!;
  const skyPortfolio = () => ids['SkyWays Airlines - SAF Portfolio']!;

  it.each([
    ['name', { type: 'generalHoldingAccount' }, 'Required'],
    ['type', { name: 'X', type: 'bank' }, undefined],
    [
      'requiredSignatures',
      { name: 'X', type: 'generalHoldingAccount', requiredSignatures: '0' },
      'At least 1 signature is required',
    ],
  ])('POST /api/account without a good %s is a 400 naming it', async (field, fields, message) => {
    const response = await injectAs(app, REP, {
      method: 'POST',
      url: '/api/account',
      ...(await multipart(fields)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^body\\.${field}: ${message ?? ''}`));
  });

  it('an account document that is a program is refused, and neither account nor file is stored', async () => {
    const [before] = await app.database.db.select({ n: count() }).from(accounts);
    const form = await multipart({ name: 'Sneaky', type: 'generalHoldingAccount' }, [
      { field: 'documents', name: 'statement.pdf', type: 'application/pdf', bytes: ELF_BYTES },
    ]);
    const response = await injectAs(app, REP, { method: 'POST', url: '/api/account', ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json().details['body.documents']).toBe('Not supported');
    const [after] = await app.database.db.select({ n: count() }).from(accounts);
    const [stored] = await app.database.db.select({ n: count() }).from(uploads);
    expect([after!.n, stored!.n, (await filesUnder(`${dataDir}/uploads`)).length]).toEqual([before!.n, 0, 0]);
  });

  it("a representative's rename waits for the administrator; required signatures apply at once", async () => {
    const edit = await injectAs(app, REP, {
      method: 'PATCH',
      url: `/api/account/${trading()}`,
      ...(await multipart({ name: 'Nordic Trading Desk', requiredSignatures: '2' })),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      name: 'Nordic Renewable Fuels - Trading',
      requiredSignatures: 2,
      requestId: expect.any(String),
    });
    const approve = await injectAs(app, ADMIN, {
      method: 'POST',
      url: `/api/requests/${edit.json().requestId}/approve`,
    });
    expect(approve.json()).toMatchObject({ kind: 'AccountDetailsChangeRequest', status: 'approved' });
    const account = await injectAs(app, REP, { method: 'GET', url: `/api/account/${trading()}` });
    expect(account.json().name).toBe('Nordic Trading Desk');
    expect(
      (
        await injectAs(app, REP, {
          method: 'PATCH',
          url: `/api/account/${trading()}`,
          ...(await multipart({})),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('blocking needs a reason, the members see it, and unblocking restores the account', async () => {
    const missing = await injectAs(app, ADMIN, {
      method: 'PATCH',
      url: `/api/account/${trading()}/block`,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('body.reason: Required');
    const blocked = await injectAs(app, ADMIN, {
      method: 'PATCH',
      url: `/api/account/${trading()}/block`,
      payload: { reason: 'Audit in progress' },
    });
    expect(blocked.json()).toMatchObject({ status: 'blocked', blockReason: 'Audit in progress' });
    expect(
      (
        await injectAs(app, ADMIN, {
          method: 'PATCH',
          url: `/api/account/${trading()}/block`,
          payload: { reason: 'Again' },
        })
      ).statusCode,
    ).toBe(409);
    const seen = await injectAs(app, 'initiator@nordicfuels.example', {
      method: 'GET',
      url: `/api/account/${trading()}`,
    });
    expect(seen.json()).toMatchObject({ status: 'blocked', blockReason: 'Audit in progress' });
    const unblocked = await injectAs(app, ADMIN, {
      method: 'PATCH',
      url: `/api/account/${trading()}/unblock`,
    });
    expect(unblocked.json()).toMatchObject({ status: 'active', blockReason: null });
  });

  it('trusted accounts are a whole list of other active accounts', async () => {
    const trusted = await injectAs(app, REP, {
      method: 'PATCH',
      url: `/api/account/${fuel()}/trusted`,
      payload: { trustedAccountIds: [skyPortfolio(), skyPortfolio()] },
    });
    expect(trusted.statusCode, trusted.body).toBe(200);
    expect(trusted.json().trustedAccounts).toEqual([
      { id: skyPortfolio(), name: 'SkyWays Airlines - SAF Portfolio', companyName: 'SkyWays Airlines Ltd' },
    ]);
    const self = await injectAs(app, REP, {
      method: 'PATCH',
      url: `/api/account/${fuel()}/trusted`,
      payload: { trustedAccountIds: [fuel()] },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/^body\.trustedAccountIds: /);
    const bad = await injectAs(app, REP, {
      method: 'PATCH',
      url: `/api/account/${fuel()}/trusted`,
      payload: { trustedAccountIds: ['nope'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('an account that holds units cannot close', async () => {
    const response = await injectAs(app, REP, { method: 'POST', url: `/api/account/${fuel()}/close` });
    expect(response.statusCode).toBe(409);
  });

  it('a colleague is added at once with a role, the role changes, and removal ends their access', async () => {
    const added = await injectAs(app, REP, {
      method: 'POST',
      url: `/api/account/${trading()}/account-rep`,
      payload: { email: READ_ONLY, role: 'readOnly' },
    });
    expect(added.json()).toMatchObject({ status: 'added', invitationId: null });
    expect(
      (await injectAs(app, READ_ONLY, { method: 'GET', url: `/api/account/${trading()}` })).json().myRole,
    ).toBe('readOnly');
    const userId = added.json().userId as string;
    const changed = await injectAs(app, REP, {
      method: 'PATCH',
      url: `/api/account/${trading()}/account-rep/${userId}/role`,
      payload: { role: 'accountRepApprover' },
    });
    expect(changed.json().members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId, role: 'accountRepApprover', status: 'active' }),
      ]),
    );
    const badRole = await injectAs(app, REP, {
      method: 'PATCH',
      url: `/api/account/${trading()}/account-rep/${userId}/role`,
      payload: { role: 'owner' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toMatch(/^body\.role: /);
    const removed = await injectAs(app, REP, {
      method: 'DELETE',
      url: `/api/account/${trading()}/account-rep/${userId}`,
    });
    expect(removed.json().members).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId, status: 'removed' })]),
    );
    expect(
      (await injectAs(app, READ_ONLY, { method: 'GET', url: `/api/account/${trading()}` })).statusCode,
    ).toBe(404);
  });

  it('someone new is invited by e-mail, and the invitation can be revoked by e-mail', async () => {
    const invited = await injectAs(app, REP, {
      method: 'POST',
      url: `/api/account/${trading()}/account-rep`,
      payload: { email: 'New.Person@Partner.example', role: 'accountRepInitiator' },
    });
    expect(invited.json()).toMatchObject({ status: 'invited', userId: null });
    const pending = await injectAs(app, REP, {
      method: 'GET',
      url: `/api/users/invited/account?accountId=${trading()}`,
    });
    expect(pending.json()).toEqual([
      expect.objectContaining({
        email: 'new.person@partner.example',
        accountRole: 'accountRepInitiator',
        status: 'pending',
      }),
    ]);
    const revoke = await injectAs(app, REP, {
      method: 'POST',
      url: `/api/account/${trading()}/revoke-invitation`,
      payload: { email: 'new.person@partner.example' },
    });
    expect(revoke.statusCode).toBe(204);
    expect(
      (
        await injectAs(app, REP, { method: 'GET', url: `/api/users/invited/account?accountId=${trading()}` })
      ).json(),
    ).toEqual([]);
    expect(
      (
        await injectAs(app, REP, {
          method: 'POST',
          url: `/api/account/${trading()}/revoke-invitation`,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });

  it.each([
    [{ email: 'nobody', role: 'readOnly' }, 'body.email: Enter a valid email address'],
    [{ email: '', role: 'readOnly' }, 'body.email: Required'],
    [{ email: 'x@partner.example' }, 'body.role: '],
  ])('inviting to an account with %j is a 400 naming the field', async (payload, message) => {
    const response = await injectAs(app, REP, {
      method: 'POST',
      url: `/api/account/${trading()}/account-rep`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(message)).toBe(true);
  });

  it('transfer recipients hide a private company name and leave out the sending account', async () => {
    const privacy = await injectAs(app, SKY_REP, {
      method: 'PATCH',
      url: `/api/companies/${ids['SkyWays Airlines Ltd']}/privacy`,
      payload: { isNamePrivate: true },
    });
    expect(privacy.statusCode, privacy.body).toBe(200);
    const targets = await injectAs(app, REP, {
      method: 'GET',
      url: `/api/account/to-transfer?accountId=${fuel()}`,
    });
    const { items: list, total } = targets.json<{
      items: { id: string; companyName: string | null }[];
      total: number;
    }>();
    // Every match is in the answer, and the answer says how many there are.
    expect(total).toBe(list.length);
    expect(list.find((target) => target.id === fuel())).toBeUndefined();
    expect(list.find((target) => target.id === skyPortfolio())).toMatchObject({ companyName: null });
    expect(list.find((target) => target.id === trading())).toMatchObject({
      companyName: 'Nordic Renewable Fuels AS',
    });
    const searched = await injectAs(app, REP, {
      method: 'GET',
      url: `/api/account/to-transfer?accountId=${fuel()}&search=SkyWays%20Airlines%20Ltd`,
    });
    expect(searched.json()).toEqual({ items: [], total: 0 });
    // The company's own people still see their name.
    const own = await injectAs(app, SKY_REP, {
      method: 'GET',
      url: `/api/account/to-transfer?accountId=${skyPortfolio()}`,
    });
    const skyCargo = ids['SkyWays Cargo Logistics']!;
    expect(
      (own.json().items as { id: string; companyName: string }[]).find((target) => target.id === skyCargo)
        ?.companyName,
    ).toBe('SkyWays Airlines Ltd');
    // Without the account the list is for, there is no list.
    const unnamed = await injectAs(app, REP, { method: 'GET', url: '/api/account/to-transfer' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().details).toHaveProperty(['querystring.accountId']);
  });

  it('the company list of accounts filters by status', async () => {
    const response = await injectAs(app, ADMIN, {
      method: 'GET',
      url: `/api/account/company/${ids['SkyWays Airlines Ltd']}?status=awaitingReview`,
    });
    expect(response.json().map((account: { name: string }) => account.name)).toEqual([
      'SkyWays Airlines - Corporate Programme',
    ]);
    expect(
      (await injectAs(app, ADMIN, { method: 'GET', url: '/api/account?status=nonsense' })).statusCode,
    ).toBe(400);
  });

  // Decision 050: one door to edit an account, so an approved rename checks what an administrator's edit does.
  it("a representative's rename approved after the account was closed is refused (409) and changes nothing", async () => {
    const edit = await injectAs(app, REP, {
      method: 'PATCH',
      url: `/api/account/${trading()}`,
      ...(await multipart({ name: 'Nordic Closed Desk' })),
    });
    const requestId = edit.json().requestId as string;
    await app.database.db.update(accounts).set({ status: 'closed' }).where(eq(accounts.id, trading()));
    const approved = await injectAs(app, ADMIN, {
      method: 'POST',
      url: `/api/requests/${requestId}/approve`,
    });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe('The account is closed');
    const account = await injectAs(app, ADMIN, { method: 'GET', url: `/api/account/${trading()}` });
    expect(account.json()).toMatchObject({ status: 'closed', name: 'Nordic Trading Desk' });
  });
});
