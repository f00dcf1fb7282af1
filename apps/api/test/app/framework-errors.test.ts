import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, injectAs, type TestApp } from '../helpers/app';
import { PDF_BYTES, multipart } from '../onboarding/registration-helpers';

// Issue 15 §2: every error, whoever raises it (Fastify's router and body parsers, Node's HTTP parser, the
// multipart plugin, the embedded OpenID provider), answers { statusCode, message, errorId } with a message a
// person can act on, and the errorId is in the log.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  errorId?: string;
  msg?: string;
}

describe('errors raised outside the routes have the error shape and are logged with their errorId', () => {
  let app: TestApp;
  const logged: LogLine[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    app = await build({ logger });
  });
  afterAll(() => app.close());

  /** The body has the shape, and its errorId was logged. */
  function expectShapedAndLogged(body: Record<string, unknown>, statusCode: number) {
    expect(body).toMatchObject({
      statusCode,
      message: expect.any(String),
      errorId: expect.stringMatching(UUID),
    });
    expect(
      logged.some((line) => line.errorId === body.errorId),
      'the errorId is in the log',
    ).toBe(true);
  }

  it.each([
    ['a path that is not percent-encoded UTF-8', '/api/public/unit/%C0%AE', 400, /^The address is not valid/],
    [
      'a path parameter over 100 characters',
      `/api/public/unit/${'a'.repeat(120)}`,
      400,
      /longer than 100 characters: no id of the registry is that long/,
    ],
    ['an unknown call', '/api/public/nothing-here', 404, /^There is no call GET \/api\/public\/nothing-here/],
  ])('%s answers with the shape', async (_what, url, statusCode, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectShapedAndLogged(response.json(), statusCode);
    expect(response.json().message).toMatch(message);
  });

  it('an unknown path is echoed at most 120 characters long', async () => {
    // Short segments: a segment over 100 characters is refused as a malformed id (400) before anything else.
    const response = await app.inject({ method: 'GET', url: `/api/${'x/'.repeat(2500)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message.length).toBeLessThan(220);
  });

  it('a body over 1 MB answers 413 saying the limit', async () => {
    const response = await injectAs(app, 'initiator@nordicfuels.example', {
      method: 'POST',
      url: '/api/auth/api-tokens',
      payload: { name: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expectShapedAndLogged(response.json(), 413);
    expect(response.json().message).toMatch(/at most 1 MB/);
  });

  it('an unsupported media type answers 415 saying what to send', async () => {
    const response = await injectAs(app, 'initiator@nordicfuels.example', {
      method: 'POST',
      url: '/api/auth/api-tokens',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(response.statusCode).toBe(415);
    expectShapedAndLogged(response.json(), 415);
  });

  it('a multipart form over its limits answers with the shape', async () => {
    const files = Array.from({ length: 25 }, (_, index) => ({
      field: 'documents',
      name: `letter-${index}.pdf`,
      type: 'application/pdf',
      bytes: PDF_BYTES,
    }));
    const response = await injectAs(app, 'rep@nordicfuels.example', {
      method: 'POST',
      url: '/api/account',
      ...(await multipart({ name: 'Too many files', type: 'generalHoldingAccount' }, files)),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectShapedAndLogged(response.json(), response.statusCode);
    expect(response.json().message).toBe('Exceeded maximum files count');
  });

  it('a multipart text field over 64 KB answers 413 naming the field, never judged cut short', async () => {
    const response = await injectAs(app, 'rep@nordicfuels.example', {
      method: 'POST',
      url: '/api/account',
      ...(await multipart({ name: 'n'.repeat(70_000), type: 'generalHoldingAccount' })),
    });
    expect(response.statusCode).toBe(413);
    expectShapedAndLogged(response.json(), 413);
    expect(response.json().message).toBe('body.name: At most 64 KB of text in one form field');
  });

  it("the OpenID provider's JSON errors keep OAuth's fields and gain the shape", async () => {
    const response = await app.inject({ method: 'POST', url: '/oidc/token', payload: { grant_type: 'x' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expectShapedAndLogged(body, 400);
    expect(body).toMatchObject({ error: 'invalid_request', message: body.error_description });
  });

  it("the OpenID provider's unknown path is a 404 with the shape", async () => {
    const response = await app.inject({ method: 'GET', url: '/oidc/nothing-here' });
    expect(response.statusCode).toBe(404);
    expectShapedAndLogged(response.json(), 404);
    expect(response.json().message).toBe('The identity provider has no GET /nothing-here');
  });

  it('a bearer token the provider does not know is a 401 with the shape at its userinfo endpoint', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/oidc/me',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expectShapedAndLogged(response.json(), 401);
  });

  describe("requests Node's HTTP parser refuses", () => {
    let port: number;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    });

    /** Sends raw bytes and reads the whole answer. */
    const raw = (bytes: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });

    it.each([
      ['a malformed request line', 'NOT HTTP AT ALL\r\n\r\n', 400],
      [
        'headers over 16 KB',
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
      ],
    ])('%s answers %s with the shape', async (_what, bytes, statusCode) => {
      const answer = await raw(bytes);
      expect(answer.startsWith(`HTTP/1.1 ${statusCode} `)).toBe(true);
      expectShapedAndLogged(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)), statusCode);
    });
  });
});

describe('with the web app served (its wildcard route in the router)', () => {
  let app: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'safc-web-dist-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>SAFc Registry</title>');
    app = await build({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('a path parameter over 100 characters still answers 400 saying so, not "no such call"', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/public/units/${'a'.repeat(120)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/longer than 100 characters: no id of the registry is that long/),
      errorId: expect.stringMatching(UUID),
    });
    const unknown = await app.inject({ method: 'GET', url: '/api/public/nothing-here' });
    expect(unknown.statusCode).toBe(404);
  });
});
