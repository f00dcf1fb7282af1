import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import {
  identityAccounts,
  identityRecoveryCodes,
  identitySecondFactors,
  signInLockouts,
} from '../../src/db/schema';
import { build, injectAs, type TestApp } from '../helpers/app';
import {
  finishAuthorization,
  startAuthorization,
  submitSignIn,
  type AuthorizationStart,
} from '../helpers/provider-sign-in';

// Decision 089 (issue 39): a TOTP second factor, optional for everyone, set up from /oidc/second-factor (reached
// from the web's profile settings) and asked at sign-in after the password; recovery codes work once; a code
// is never accepted twice; turning it off takes a code.
const PERSON = 'initiator@skyways.example';
const form = (fields: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(fields).toString(),
});
const secretOf = (html: string) =>
  html.match(/<p class="secret" id="secret">([^<]+)<\/p>/)?.[1]?.replace(/ /g, '');
const tokenOf = (html: string) => html.match(/name="token" value="([^"]+)"/)?.[1];
const alertOf = (html: string) => html.match(/<p class="alert" role="alert">([^<]*)<\/p>/)?.[1];
const codeAt = (secret: string, secondsFromNow = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + secondsFromNow });

describe('a TOTP second factor of the embedded provider', () => {
  let app: TestApp;
  let secret: string;
  let recoveryCodes: string[];
  let usedCode: string;
  beforeAll(async () => {
    // The wrong codes of these tests would otherwise hold the address back (5 failures) before the last ones.
    app = await build({ env: { SIGN_IN_LOCKOUT_FAILURES: '20' } });
  });
  afterAll(() => app.close());

  const post = async (url: string, fields: Record<string, string>) => {
    const { payload, ...headers } = form(fields);
    return app.inject({ method: 'POST', url, headers, payload });
  };
  const codeStep = async (start: AuthorizationStart, code: string): Promise<LightMyRequestResponse> => {
    const response = await app.inject({
      method: 'POST',
      url: `${start.interactionPath}/second-factor`,
      headers: { cookie: start.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code }).toString(),
    });
    start.jar.collect(response);
    return response;
  };
  const passwordStep = async () => {
    const start = await startAuthorization(app);
    const response = await submitSignIn(app, start, { email: PERSON, password: DEMO_PASSWORD });
    return { start, response };
  };

  /** What the Profile card reads: GET /api/users/{id} for oneself (a token taken before the set-up). */
  const profileSaysOn = async () => {
    const me = await injectAs(app, PERSON, { method: 'GET', url: '/api/users/me' });
    const profile = await injectAs(app, PERSON, { method: 'GET', url: `/api/users/${me.json().id}` });
    return profile.json().twoStepSignIn as boolean | undefined;
  };

  it("the profile says two-step sign-in is off before it is set up (issue 45's review)", async () => {
    expect(await profileSaysOn()).toBe(false);
  });

  it('sets up from the page behind the password: QR code and secret, confirmed by a code, then 10 recovery codes once', async () => {
    const page = await app.inject({ method: 'GET', url: '/oidc/second-factor' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="password"');

    const wrongPassword = await post('/oidc/second-factor', { email: PERSON, password: 'not-it' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(alertOf(wrongPassword.body)).toBe('Invalid e-mail or password');

    const setUp = await post('/oidc/second-factor', { email: PERSON, password: DEMO_PASSWORD });
    expect(setUp.statusCode).toBe(200);
    expect(setUp.body).toContain('<svg');
    secret = secretOf(setUp.body)!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const token = tokenOf(setUp.body)!;

    // Until confirmed, sign-in asks nothing more.
    const { start, response } = await passwordStep();
    expect(response.statusCode).toBe(303);
    await finishAuthorization(app, start, response);

    const wrong = await post('/oidc/second-factor/confirm', { token, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(secretOf(wrong.body)).toBe(secret);
    const forged = await post('/oidc/second-factor/confirm', {
      token: 'guessed',
      code: await codeAt(secret),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).toContain('Start again');

    const confirmed = await post('/oidc/second-factor/confirm', { token, code: await codeAt(secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Two-step sign-in is on.');
    recoveryCodes = [...confirmed.body.matchAll(/<li>([a-z2-7]{5}-[a-z2-7]{5})<\/li>/g)].map((m) => m[1]!);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // Only hashes of the recovery codes are kept; the secret is never shown again.
    const [account] = await app.database.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.email, PERSON));
    const stored = await app.database.db
      .select()
      .from(identityRecoveryCodes)
      .where(eq(identityRecoveryCodes.accountId, account!.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]!.replace('-', ''));
    const again = await post('/oidc/second-factor', { email: PERSON, password: DEMO_PASSWORD });
    expect(again.body).toContain('Two-step sign-in is on for your account.');
    expect(again.body).not.toContain(secret);
    const [factor] = await app.database.db
      .select()
      .from(identitySecondFactors)
      .where(eq(identitySecondFactors.accountId, account!.id));
    expect(factor!.confirmedAt).not.toBeNull();
    expect(await profileSaysOn()).toBe(true);
  });

  it('asks for the code after the password; a wrong code is refused, the right one signs in', async () => {
    const { start, response } = await passwordStep();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Two-step sign-in</h1>');
    expect(response.body).toContain('autocomplete="one-time-code"');

    const wrong = await codeStep(start, '123456');
    expect(wrong.statusCode).toBe(401);
    expect(alertOf(wrong.body)).toContain('That code is not right');

    // Skipping the step does not sign in: the interaction still waits for its login.
    const skipped = await app.inject({
      method: 'GET',
      url: start.interactionPath,
      headers: { cookie: start.jar.header() },
    });
    expect(skipped.body).toContain('name="password"');

    usedCode = await codeAt(secret, 30);
    const right = await codeStep(start, usedCode);
    expect(right.statusCode).toBe(303);
    const tokens = await finishAuthorization(app, start, right);
    expect(tokens.accessToken).toEqual(expect.any(String));
  });

  it('refuses the same code a second time, even in another sign-in within its 30 seconds', async () => {
    const { start } = await passwordStep();
    const replay = await codeStep(start, usedCode);
    expect(replay.statusCode).toBe(401);
    expect(alertOf(replay.body)).toContain('That code is not right');
  });

  it('a recovery code signs in once, typed in any case and spacing', async () => {
    const code = recoveryCodes[0]!;
    const first = await passwordStep();
    const accepted = await codeStep(first.start, ` ${code.toUpperCase()} `);
    expect(accepted.statusCode).toBe(303);
    await finishAuthorization(app, first.start, accepted);

    const second = await passwordStep();
    const reused = await codeStep(second.start, code);
    expect(reused.statusCode).toBe(401);
  });

  it('five wrong codes end the step: the password must be given again; each counted as a failed sign-in', async () => {
    const failures = async () =>
      (await app.database.db.select().from(signInLockouts).where(eq(signInLockouts.email, PERSON)))[0]
        ?.failures ?? 0;
    const before = await failures();
    const { start } = await passwordStep();
    for (let attempt = 0; attempt < 5; attempt += 1) await codeStep(start, `00000${attempt}`);
    expect(await failures()).toBe(before + 5);
    const late = await codeStep(start, await codeAt(secret, 60));
    expect(late.statusCode).toBe(401);
    expect(late.body).toContain('Sign in again: the code step has ended.');
    expect(late.body).toContain('name="password"');
  });

  it('turns off with a recovery code; sign-in then asks for the password only', async () => {
    const page = await post('/oidc/second-factor', { email: PERSON, password: DEMO_PASSWORD });
    const token = tokenOf(page.body)!;
    const wrong = await post('/oidc/second-factor/turn-off', { token, code: '999999' });
    expect(wrong.statusCode).toBe(401);
    const off = await post('/oidc/second-factor/turn-off', { token, code: recoveryCodes[1]! });
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain('Two-step sign-in is off');
    expect(await profileSaysOn()).toBe(false);

    const { start, response } = await passwordStep();
    expect(response.statusCode).toBe(303);
    await finishAuthorization(app, start, response);
  });
});

describe('REQUIRE_ADMIN_MFA: a registry administrator without a second factor sets one up at sign-in', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ env: { REQUIRE_ADMIN_MFA: 'true' } });
  });
  afterAll(() => app.close());
  const ADMIN = 'admin@safc-registry.example';

  it('sends the administrator to set up before the sign-in ends, then asks for a code every time', async () => {
    const start = await startAuthorization(app);
    const password = await submitSignIn(app, start, { email: ADMIN, password: DEMO_PASSWORD });
    expect(password.statusCode).toBe(200);
    expect(password.body).toContain('Registry administrators sign in with two steps');
    const secret = secretOf(password.body)!;

    const wrong = await app.inject({
      method: 'POST',
      url: `${start.interactionPath}/second-factor`,
      headers: { cookie: start.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code: '000000' }).toString(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(secretOf(wrong.body)).toBe(secret);

    const confirmed = await app.inject({
      method: 'POST',
      url: `${start.interactionPath}/second-factor`,
      headers: { cookie: start.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code: await codeAt(secret) }).toString(),
    });
    start.jar.collect(confirmed);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.match(/<li>[a-z2-7]{5}-[a-z2-7]{5}<\/li>/g)).toHaveLength(10);
    const continueUrl = confirmed.body.match(/<a class="primary" href="([^"]+)">Continue<\/a>/)?.[1];
    expect(continueUrl).toBeTruthy();
    const onward = await app.inject({
      method: 'GET',
      url: new URL(continueUrl!.replace(/&amp;/g, '&'), 'http://localhost').pathname,
      headers: { cookie: start.jar.header() },
    });
    start.jar.collect(onward);
    const tokens = await finishAuthorization(app, start, onward);
    expect(tokens.accessToken).toEqual(expect.any(String));

    // Next time the code is asked, and the administrator may not turn it off.
    const next = await startAuthorization(app);
    const asked = await submitSignIn(app, next, { email: ADMIN, password: DEMO_PASSWORD });
    expect(asked.body).toContain('<h1>Two-step sign-in</h1>');
    const page = await app.inject({
      method: 'POST',
      url: '/oidc/second-factor',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: ADMIN, password: DEMO_PASSWORD }).toString(),
    });
    expect(page.body).toContain('it cannot be turned off');
    expect(page.body).not.toContain('name="code"');
  });

  it('other users are not asked', async () => {
    const start = await startAuthorization(app);
    const signedIn = await submitSignIn(app, start, {
      email: 'rep@nordicfuels.example',
      password: DEMO_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(303);
  });
});
