import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies } from '../../src/db/schema';
import { injectAs, type TestApp } from '../helpers/app';
import { startAuthorization } from '../helpers/provider-sign-in';
import {
  ADMIN,
  approvePending,
  buildWithFolders,
  filesUnder,
  injectAsNew,
  invite,
  signUp,
} from '../onboarding/registration-helpers';

const REP = 'rep@nordicfuels.example';
const person = {
  firstName: 'Olav',
  lastName: 'Strand',
  employerName: 'Nordic Renewable Fuels AS',
  phoneNumber: '+47 555 01 99',
};

describe('invitations: representatives, administrators, e-mails and refusals', () => {
  let app: TestApp;
  let dataDir: string;
  let nordic: string;
  beforeAll(async () => {
    ({ app, dataDir } = await buildWithFolders());
    const [row] = await app.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Nordic Renewable Fuels AS'));
    nordic = row!.id;
  });
  afterAll(() => app.close());

  it('the e-mail carries the registration link and the sign-up link', async () => {
    const id = await invite(app, ADMIN, { kind: 'createCompany', email: 'mail@check.example' });
    const [file] = (await filesUnder(`${dataDir}/mail`)).filter((name) =>
      name.includes('mail@check.example'),
    );
    const text = await readFile(file!, 'utf8');
    expect(text).toContain(`http://registry.test/register/to-create-company/${id}`);
    // The sign-up link opens with a secret of its own, never with the id the inviter sees (decision 086).
    expect(text).toMatch(/^http:\/\/registry\.test\/oidc\/sign-up\?token=[\w-]{43}$/m);
    expect(text).not.toContain(`sign-up?invitation=`);
  });

  it("a company's name is put into the e-mail as it is, '$`' and '$&' included (issue 39 item 10)", async () => {
    const name = "Fuel $` and $& and $' Ltd";
    const [company] = await app.database.db
      .update(companies)
      .set({ name })
      .where(eq(companies.name, 'SkyWays Airlines Ltd'))
      .returning({ id: companies.id });
    try {
      await invite(app, ADMIN, {
        kind: 'joinCompany',
        email: 'dollar@check.example',
        companyId: company!.id,
      });
      const [file] = (await filesUnder(`${dataDir}/mail`)).filter((file) =>
        file.includes('dollar@check.example'),
      );
      const text = await readFile(file!, 'utf8');
      expect(text).toContain(
        `You have been invited to join ${name} on the SAFc Registry as a Company Representative.`,
      );
    } finally {
      await app.database.db
        .update(companies)
        .set({ name: 'SkyWays Airlines Ltd' })
        .where(eq(companies.id, company!.id));
    }
  });

  it('joining a company as representative waits for the administrator (JoinCrApprovalRequest)', async () => {
    const email = 'olav@nordicfuels.example';
    const id = await invite(app, REP, { kind: 'joinCompany', email }, nordic);
    expect((await signUp(app, id)).statusCode).toBe(201);
    const joined = await injectAsNew(app, email, {
      method: 'POST',
      url: `/api/onboarding/${id}`,
      payload: { user: person },
    });
    expect(joined.json()).toMatchObject({
      status: 'pendingApproval',
      kind: 'joinCompany',
      requestId: expect.any(String),
    });
    const pending = await injectAsNew(app, email, { method: 'GET', url: '/api/users/me' });
    expect(pending.json()).toMatchObject({
      name: 'Olav Strand',
      companies: [],
      isPendingOnboardingApproval: true,
    });
    await approvePending(app, 'JoinCrApprovalRequest', nordic);
    const me = await injectAsNew(app, email, { method: 'GET', url: '/api/users/me' });
    expect(me.json()).toMatchObject({
      isPendingOnboardingApproval: false,
      companies: [{ id: nordic, role: 'companyRepresentative' }],
    });
  });

  it('a registry administrator invitation makes an administrator once accepted', async () => {
    const email = 'second.admin@safc-registry.example';
    const id = await invite(app, ADMIN, { kind: 'registryAdmin', email });
    expect((await signUp(app, id)).statusCode).toBe(201);
    const before = await injectAsNew(app, email, { method: 'GET', url: '/api/users/me' });
    expect(before.json().isRegistryAdmin).toBe(false);
    const missing = await injectAsNew(app, email, {
      method: 'POST',
      url: `/api/onboarding/${id}`,
      payload: {},
    });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: 'body.user: Required' });
    const accepted = await injectAsNew(app, email, {
      method: 'POST',
      url: `/api/onboarding/${id}`,
      payload: { user: { ...person, firstName: 'Sigrid' } },
    });
    expect(accepted.json().status).toBe('accepted');
    expect(
      (await injectAsNew(app, email, { method: 'GET', url: '/api/users/me' })).json().isRegistryAdmin,
    ).toBe(true);
  });

  it.each([
    [{ kind: 'createCompany', email: 'not-an-email' }, 'body.email: Enter a valid email address'],
    [{ kind: 'friend', email: 'a@b.example' }, 'body.kind: '],
    [{ kind: 'authorisedRepresentative', email: 'a@b.example' }, 'body.accountId: Required'],
    [{ kind: 'joinCompany', email: 'a@b.example' }, 'body.companyId: Required'],
  ])('a bad invitation %j is a 400 naming the field', async (payload, message) => {
    const response = await injectAs(app, ADMIN, { method: 'POST', url: '/api/invitations', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(message)).toBe(true);
  });

  it('a second pending invitation of the same kind is a conflict; a representative cannot invite to another company', async () => {
    await invite(app, ADMIN, { kind: 'createCompany', email: 'twice@check.example' });
    const again = await injectAs(app, ADMIN, {
      method: 'POST',
      url: '/api/invitations',
      payload: { kind: 'createCompany', email: 'Twice@Check.example' },
    });
    expect(again.statusCode).toBe(409);
    // It is about the address typed: the answer names the field, so the form shows it under the e-mail.
    expect(again.json().details).toEqual({
      'body.email': 'This e-mail address already has a pending invitation of this kind',
    });
    const [sky] = await app.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'SkyWays Airlines Ltd'));
    const elsewhere = await injectAs(app, REP, {
      method: 'POST',
      url: '/api/invitations',
      payload: { kind: 'joinCompany', email: 'x@check.example', companyId: sky!.id },
    });
    expect(elsewhere.statusCode).toBe(404);
    const [skyAccount] = await app.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.companyId, sky!.id));
    const account = await injectAs(app, REP, {
      method: 'POST',
      url: '/api/invitations',
      payload: {
        kind: 'authorisedRepresentative',
        email: 'x@check.example',
        accountId: skyAccount!.id,
        accountRole: 'readOnly',
      },
    });
    expect(account.statusCode).toBe(404);
  });

  it("the provider's sign-in page links to the sign-up page", async () => {
    const start = await startAuthorization(app);
    const page = await app.inject({
      method: 'GET',
      url: start.interactionPath,
      headers: { cookie: start.jar.header() },
    });
    expect(page.body).toContain('href="/oidc/sign-up"');
  });

  it('an unknown invitation is a 404 and a malformed id a 400 for the public check', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/invitations/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/invitations/not-a-uuid' })).statusCode).toBe(400);
  });
});
