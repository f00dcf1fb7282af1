import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import { logSerializers } from '../../src/lib/log-serializers';
import { bearer, build, exchangeAccessToken, type TestApp } from '../helpers/app';
import { signInWithProvider } from '../helpers/provider-sign-in';
import {
  ADMIN,
  filesUnder,
  invite,
  NEW_PASSWORD,
  signUp,
  signUpLinkOf,
} from '../onboarding/registration-helpers';

// Issue 43, decision 119: the process log of a whole API flow, at the default level (info), holds one JSON line
// per request tied to its errorId and traceparent, and none of the flow's secrets: passwords, the provider's and
// the registry's tokens, an e-mailed link's secret, an e-mail's body.
describe(`the process log holds no secret (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: TestApp;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ops-logs-'));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logger = pino({ level: 'info', serializers: logSerializers }, sink);
    app = await build({ env: { DATA_DIR: dataDir }, logger });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a sign-in, an exchange, an invitation mailed and taken up, a refusal: one line each, no secret', async () => {
    const { accessToken } = await signInWithProvider(app, { email: ADMIN, password: DEMO_PASSWORD });
    const exchanged = await exchangeAccessToken(app, accessToken);
    const token = exchanged.json().token as string;
    const invitationId = await invite(app, ADMIN, { kind: 'createCompany', email: 'logs@check.example' });
    const [mailFile] = (await filesUnder(path.join(dataDir, 'mail'))).filter(
      (file) => file.includes('logs@check.example') && file.endsWith('.txt'),
    );
    const mail = await readFile(mailFile!, 'utf8');
    const signUpSecret = new URL(await signUpLinkOf(app, invitationId), 'http://x').searchParams.get(
      'token',
    )!;
    const signedUp = await signUp(app, invitationId);
    expect(signedUp.statusCode).toBeLessThan(400);
    const wrongToken = 'x'.repeat(20) + token.slice(-20);
    const refused = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(wrongToken) });
    expect(refused.statusCode).toBe(401);
    const traced = await app.inject({
      method: 'GET',
      url: '/api/no/such/call',
      headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
    });
    expect(traced.statusCode).toBe(404);

    const log = lines.join('\n');
    const secrets = {
      'the demo password': DEMO_PASSWORD,
      'the new password': NEW_PASSWORD,
      "the provider's access token": accessToken,
      "the registry's token": token,
      'a wrong token sent': wrongToken,
      "the sign-up link's secret": signUpSecret,
    };
    for (const [what, secret] of Object.entries(secrets)) expect(log.includes(secret), what).toBe(false);
    // The e-mail's body: none of its longer lines (links, sentences) is in the log.
    for (const line of mail.split('\n').filter((text) => text.trim().length >= 30))
      expect(log.includes(line.trim()), `mail line: ${line}`).toBe(false);

    // Every line is JSON; a request's one line names its route, status and trace.
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests.length).toBeGreaterThan(5);
    const refusedLine = requests.find((entry) => entry.reqId === refused.json().errorId);
    expect(refusedLine).toMatchObject({ statusCode: 401, url: '/api/users/me', route: '/api/users/me' });
    expect(refused.headers.traceparent).toMatch(
      new RegExp(`^00-${String(refusedLine!.traceId)}-[0-9a-f]{16}-01$`),
    );
    expect(refusedLine!.traceId).toBe(String(refused.json().errorId).replaceAll('-', ''));
    // A caller's trace is kept: the answer and the line carry its trace id.
    const tracedLine = requests.find((entry) => entry.reqId === traced.json().errorId);
    expect(tracedLine).toMatchObject({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', statusCode: 404 });
    expect(traced.headers.traceparent).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    // Only one line per request: no request id has two request lines.
    const ids = requests.map((entry) => entry.reqId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
