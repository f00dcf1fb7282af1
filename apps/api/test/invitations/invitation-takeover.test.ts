import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, identityAccounts, invitations } from '../../src/db/schema';
import { removeUnusedIdentitiesOfLapsedInvitations } from '../../src/identity/unused-invited-identities';
import { injectAs, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import { signInWithProvider } from '../helpers/provider-sign-in';
import {
  ADMIN,
  NEW_PASSWORD,
  buildWithFolders,
  injectAsNew,
  invitationMailOf,
  invite,
  postSignUp,
  signUp,
  signUpLinkOf,
} from '../onboarding/registration-helpers';

// Issue 39 item 1 (decision 086): the inviting representative saw the invitation's id, which was the secret of
// the sign-up link, set a password for the invitee's address, revoked the invitation and kept the sign-in; when
// another company later invited the same address, the real person was told "You already have a sign-in".

const NORDIC_REP = 'rep@nordicfuels.example';
const SKYWAYS_REP = 'rep@skyways.example';
const ATTACKER_PASSWORD = 'attacker-chosen-password-1';

const secretOf = (link: string) => new URL(link, TEST_PUBLIC_URL).searchParams.get('token')!;

describe("an inviter cannot take over the invitee's sign-in", () => {
  let app: TestApp;
  let nordic: string;
  let skyways: string;
  const idOf = async (name: string) => {
    const [row] = await app.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, name));
    return row!.id;
  };
  const identityOf = async (email: string) => {
    const [identity] = await app.database.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.email, email));
    return identity;
  };
  const signsIn = (email: string, password: string) =>
    signInWithProvider(app, { email, password }).then(
      () => true,
      () => false,
    );

  beforeAll(async () => {
    ({ app } = await buildWithFolders());
    nordic = await idOf('Nordic Renewable Fuels AS');
    skyways = await idOf('SkyWays Airlines Ltd');
  });
  afterAll(() => app.close());

  it('the id the inviter sees opens no sign-up, and no answer the inviter gets holds the secret', async () => {
    const email = 'victim@takeover.example';
    const created = await injectAs(app, NORDIC_REP, {
      method: 'POST',
      url: '/api/invitations',
      headers: { 'x-company-id': nordic },
      payload: { kind: 'joinCompany', email },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const secret = secretOf(await signUpLinkOf(app, id));
    const seen = [
      created,
      await injectAs(app, NORDIC_REP, {
        method: 'GET',
        url: '/api/invitations',
        headers: { 'x-company-id': nordic },
      }),
      await injectAs(app, NORDIC_REP, {
        method: 'GET',
        url: `/api/users/invited/company?companyId=${nordic}`,
        headers: { 'x-company-id': nordic },
      }),
      await app.inject({ method: 'GET', url: `/api/invitations/${id}` }),
    ];
    for (const answer of seen) {
      expect(answer.statusCode, answer.body).toBe(200 + (answer === created ? 1 : 0));
      expect(answer.body).not.toContain(secret);
    }
    expect(JSON.stringify(seen.map((answer) => answer.body))).toContain(id);

    // What the attack did: the sign-up page with the id, as the old link carried it, or as the new one would.
    const page = await app.inject({ method: 'GET', url: `/oidc/sign-up?invitation=${id}` });
    expect(page.statusCode).toBe(404);
    for (const form of [{ invitation: id }, { token: id }] as Record<string, string>[]) {
      const attempt = await postSignUp(app, {
        ...form,
        name: 'Not The Invitee',
        password: ATTACKER_PASSWORD,
        passwordConfirmation: ATTACKER_PASSWORD,
      });
      expect(attempt.statusCode).toBe(404);
    }
    expect(await identityOf(email)).toBeUndefined();
    expect(await signsIn(email, ATTACKER_PASSWORD)).toBe(false);
  });

  it('when another company later invites the same address, the real person creates their own sign-in', async () => {
    const email = 'later@takeover.example';
    const first = await invite(app, NORDIC_REP, { kind: 'joinCompany', email }, nordic);
    await postSignUp(app, {
      invitation: first,
      name: 'Not The Invitee',
      password: ATTACKER_PASSWORD,
      passwordConfirmation: ATTACKER_PASSWORD,
    });
    const revoked = await injectAs(app, NORDIC_REP, {
      method: 'POST',
      url: `/api/invitations/${first}/revoke`,
      headers: { 'x-company-id': nordic },
    });
    expect(revoked.statusCode).toBe(204);

    const second = await invite(app, SKYWAYS_REP, { kind: 'joinCompany', email }, skyways);
    expect((await app.inject({ method: 'GET', url: `/api/invitations/${second}` })).json()).toMatchObject({
      status: 'pending',
      needsSignUp: true,
    });
    expect(await invitationMailOf(app, second)).toContain('/oidc/sign-up?token=');
    expect((await signUp(app, second, 'Real Invitee')).statusCode).toBe(201);
    expect(await signsIn(email, ATTACKER_PASSWORD)).toBe(false);
    const me = await injectAsNew(app, email, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode, me.body).toBe(200);
    expect((await identityOf(email))?.name).toBe('Real Invitee');
  });

  it('a sign-in made through an invitation revoked before its first use is removed', async () => {
    const email = 'unused@takeover.example';
    const first = await invite(app, NORDIC_REP, { kind: 'joinCompany', email }, nordic);
    expect((await signUp(app, first, 'Whoever Held The Link')).statusCode).toBe(201);
    expect(await identityOf(email)).toBeDefined();
    await injectAs(app, NORDIC_REP, {
      method: 'POST',
      url: `/api/invitations/${first}/revoke`,
      headers: { 'x-company-id': nordic },
    });
    expect(await identityOf(email)).toBeUndefined();
    expect(await signsIn(email, NEW_PASSWORD)).toBe(false);

    // The next invitation to the address offers sign-up again, not "You already have a sign-in".
    const second = await invite(app, SKYWAYS_REP, { kind: 'joinCompany', email }, skyways);
    const page = await app.inject({ method: 'GET', url: await signUpLinkOf(app, second) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Create your sign-in');
  });

  it('a sign-in made through an invitation that expired before its first use is removed', async () => {
    const expire = (id: string) =>
      app.database.db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.id, id));
    // At the sign-in attempt, before any job ran.
    const atSignIn = 'expired-at-sign-in@takeover.example';
    const first = await invite(app, ADMIN, { kind: 'createCompany', email: atSignIn });
    expect((await signUp(app, first)).statusCode).toBe(201);
    await expire(first);
    expect(await signsIn(atSignIn, NEW_PASSWORD)).toBe(false);
    expect(await identityOf(atSignIn)).toBeUndefined();
    // By the minute's housekeeping.
    const byJob = 'expired-by-job@takeover.example';
    const second = await invite(app, ADMIN, { kind: 'createCompany', email: byJob });
    expect((await signUp(app, second)).statusCode).toBe(201);
    await expire(second);
    expect(await removeUnusedIdentitiesOfLapsedInvitations(app.database.db)).toBe(1);
    expect(await identityOf(byJob)).toBeUndefined();
  });

  it('a sign-in used once stays when its invitation is later revoked', async () => {
    const email = 'used@takeover.example';
    const id = await invite(app, NORDIC_REP, { kind: 'joinCompany', email }, nordic);
    expect((await signUp(app, id)).statusCode).toBe(201);
    expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
    await injectAs(app, NORDIC_REP, {
      method: 'POST',
      url: `/api/invitations/${id}/revoke`,
      headers: { 'x-company-id': nordic },
    });
    expect((await identityOf(email))?.firstSignedInAt).toBeInstanceOf(Date);
    expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
  });
});
