import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { queryRows } from '../../src/db/query-rows';
import { passwordResets } from '../../src/db/schema';
import { withoutLinkSecrets } from '../../src/lib/log-serializers';
import { COMMON_PASSWORD_PROBLEM, passwordProblem } from '../../src/identity/password-policy';
import { bearer, exchangeAccessToken, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import { signInWithProvider } from '../helpers/provider-sign-in';
import { buildWithFolders, filesUnder } from '../onboarding/registration-helpers';

// Issue 39 items 2 and 15 (decision 087): change and reset of the embedded provider's passwords, and its policy.

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('the password policy: 12 to 128 characters, no common or breached password', () => {
  it.each([
    ['short-pass1', 'The password needs at least 12 characters'],
    ['x'.repeat(129), 'The password can have at most 128 characters'],
    ['1q2w3e4r5t6y', COMMON_PASSWORD_PROBLEM],
    ['Password2024!', COMMON_PASSWORD_PROBLEM],
    ['123456monkey', COMMON_PASSWORD_PROBLEM],
  ])('%s is refused', async (password, problem) => {
    expect(await passwordProblem(password)).toBe(problem);
  });

  it('a long uncommon password, in any script, is taken', async () => {
    expect(await passwordProblem('correct horse battery staple')).toBeUndefined();
    expect(await passwordProblem('飛行機の燃料は持続可能であるべき')).toBeUndefined();
  });
});

it("the process log shows an e-mailed link's address without its secret", () => {
  expect(withoutLinkSecrets('/oidc/new-password?token=abc-DEF_123&x=1')).toBe(
    '/oidc/new-password?token=[hidden]&x=1',
  );
  expect(withoutLinkSecrets('/oidc/sign-up?token=abc')).toBe('/oidc/sign-up?token=[hidden]');
});

describe('"Forgot your password?": an e-mailed single-use link, 30 minutes, saying nothing of who exists', () => {
  let app: TestApp;
  let dataDir: string;
  const EMAIL = 'approver@skyways.example';
  const NEW = 'a-fresh-reset-password-7';

  beforeAll(async () => {
    ({ app, dataDir } = await buildWithFolders());
  });
  afterAll(() => app.close());

  const ask = (email: string) =>
    app.inject({ method: 'POST', url: '/oidc/password-reset', ...form({ email }) });
  const resetMails = async (email: string) =>
    Promise.all(
      (await filesUnder(`${dataDir}/mail`))
        .filter((file) => file.endsWith(`-${email}.txt`))
        .sort()
        .map((file) => readFile(file, 'utf8')),
    ).then((texts) => texts.filter((text) => text.includes('Subject: Choose a new password')));
  const newestLink = async (email: string) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const [newest] = (await resetMails(email)).reverse();
      const link = newest && /^https?:\/\/\S+(\/oidc\/new-password\?token=[\w-]+)$/m.exec(newest)?.[1];
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no reset e-mail to ${email}`);
  };
  const choose = (link: string, password: string, confirmation = password) =>
    app.inject({
      method: 'POST',
      url: '/oidc/new-password',
      ...form({
        token: new URL(link, TEST_PUBLIC_URL).searchParams.get('token')!,
        password,
        passwordConfirmation: confirmation,
      }),
    });

  it('answers alike for a known and an unknown address, and mails only the known one', async () => {
    const known = await ask(EMAIL);
    const unknown = await ask('nobody-here@skyways.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const words = (body: string) => body.replace(/<strong>[^<]*<\/strong>/, '');
    expect(words(known.body)).toBe(words(unknown.body));
    expect(await newestLink(EMAIL)).toMatch(/^\/oidc\/new-password\?token=[\w-]{43}$/);
    expect(await resetMails('nobody-here@skyways.example')).toEqual([]);
    const [stored] = await app.database.db.select().from(passwordResets);
    // Only the hash is kept: the link's secret is nowhere in the table.
    expect(JSON.stringify(stored)).not.toContain((await newestLink(EMAIL)).split('token=')[1]);
  });

  it('the link sets a new password once, refuses a weak one, and ends every session of the old password', async () => {
    const before = await signInWithProvider(app, { email: EMAIL, password: 'safc-demo' });
    const session = await exchangeAccessToken(app, before.accessToken);
    expect(session.statusCode).toBe(200);
    const internal = session.json<{ token: string }>().token;

    const link = await newestLink(EMAIL);
    const page = await app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a new password');
    const weak = await choose(link, 'password12345');
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('too common');
    expect((await choose(link, NEW, `${NEW}x`)).statusCode).toBe(400);
    expect((await choose(link, NEW)).statusCode).toBe(200);
    // Used once.
    expect((await choose(link, 'yet-another-password-9')).statusCode).toBe(410);
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(410);

    await expect(signInWithProvider(app, { email: EMAIL, password: 'safc-demo' })).rejects.toThrow();
    await signInWithProvider(app, { email: EMAIL, password: NEW });
    // The registry session and the provider's refresh token of before are over.
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(internal) });
    expect(me.statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({ grant_type: 'refresh_token', refresh_token: before.refreshToken!, client_id: 'safc-web' }),
    });
    expect(refreshed.statusCode).toBe(400);
  });

  it('a link expires after its 30 minutes', async () => {
    await ask('initiator@skyways.example');
    const link = await newestLink('initiator@skyways.example');
    await app.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(410);
    expect((await choose(link, NEW)).statusCode).toBe(410);
  });

  it('at most 3 links an hour per address typed, known or not, and 10 asks per client in 15 minutes', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await ask('limited-nobody@skyways.example')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const perClient = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      perClient.push((await ask(`someone-${attempt}@skyways.example`)).statusCode);
    expect(perClient.at(-1)).toBe(429);
  });
});

describe("changing one's password in Profile settings", () => {
  let app: TestApp;
  const EMAIL = 'initiator@nordicfuels.example';
  const NEW = 'nordic-initiator-new-pass';

  beforeAll(async () => {
    ({ app } = await buildWithFolders());
  });
  afterAll(() => app.close());

  const signIn = async (password: string) => {
    const provider = await signInWithProvider(app, { email: EMAIL, password });
    return exchangeAccessToken(app, provider.accessToken).then(
      (answer) => answer.json<{ token: string }>().token,
    );
  };
  const change = (token: string, body: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/auth/password', headers: bearer(token), payload: body });

  it('asks the current password, keeps the policy, and ends every other session', async () => {
    const here = await signIn('safc-demo');
    const elsewhere = await signIn('safc-demo');
    const wrong = await change(here, { currentPassword: 'not-the-password', newPassword: NEW });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ 'body.currentPassword': 'The current password is not right' });
    const short = await change(here, { currentPassword: 'safc-demo', newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details['body.newPassword']).toBe('The password needs at least 12 characters');
    const common = await change(here, { currentPassword: 'safc-demo', newPassword: 'qwertyuiop123' });
    expect(common.json().details).toEqual({ 'body.newPassword': COMMON_PASSWORD_PROBLEM });

    expect((await change(here, { currentPassword: 'safc-demo', newPassword: NEW })).statusCode).toBe(204);
    const get = (token: string) =>
      app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect((await get(here)).statusCode).toBe(200);
    expect((await get(elsewhere)).statusCode).toBe(401);
    await expect(signInWithProvider(app, { email: EMAIL, password: 'safc-demo' })).rejects.toThrow();
    expect(await signIn(NEW)).toEqual(expect.any(String));
  });

  it('a wrong current password counts as a failed sign-in of the address', async () => {
    const token = await signIn(NEW);
    await change(token, { currentPassword: 'wrong-guess-1', newPassword: 'whatever-new-pass' });
    const [lockout] = await queryRows<{ failures: number }>(
      app.database.db,
      sql`select failures from sign_in_lockouts where email = ${EMAIL}`,
    );
    expect(lockout?.failures).toBeGreaterThanOrEqual(1);
  });
});
