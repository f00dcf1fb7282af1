import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, injectAs, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueForm, multipart, proofDocument } from '../ledger/ledger-helpers';

const BIG_SCRIPT = `console.log(${JSON.stringify('app '.repeat(2000))})`;

describe('the built web app is served by the API, with client routes falling back to index.html', () => {
  let app: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'safc-web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
    // What apps/web/build/precompress.ts writes beside each asset.
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(BIG_SCRIPT));
    app = await build({ seed: false, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / and for a client route a browser navigates to', async () => {
    for (const url of ['/', '/holdings', '/accounts/8a0c2f0e-1111-4222-8333-944455556666']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the precompressed copy the browser accepts, brotli before gzip (issue 14)', async () => {
    const url = '/assets/index-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('serves fingerprinted assets for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('never answers index.html for an /api path or a missing asset', async () => {
    const api = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe(
      "There is no call GET /api/nothing-here; the API's calls are listed at /api/docs",
    );
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
  });
});

describe('API answers are compressed for clients that accept it (issue 14)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());
  const brotli = { 'accept-encoding': 'br' };

  it('above 512 bytes, and not below', async () => {
    const units = await call(app, PEOPLE.admin, 'GET', '/api/units', undefined, brotli);
    expect(units.statusCode).toBe(200);
    expect(units.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(units.rawPayload).toString())).toBeTruthy();
    const health = await app.inject({ method: 'GET', url: '/api/health', headers: brotli });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('a keyed call stores its plain answer: the replay, compressed or not, is the first answer', async () => {
    const ledger = await demoLedger(app);
    const form = issueForm(ledger.nordicFuel);
    const key = crypto.randomUUID();
    const document = proofDocument();
    const submit = (encoding: Record<string, string>) => {
      const body = multipart({ data: JSON.stringify(form) }, [{ field: 'fileTool', ...document }]);
      return injectAs(app, PEOPLE.nordicInitiator, {
        method: 'POST',
        url: '/api/units/issue',
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': key, ...encoding },
      });
    };
    const first = await submit(brotli);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['content-encoding']).toBe('br');
    const answer: unknown = JSON.parse(brotliDecompressSync(first.rawPayload).toString());
    const replay = await submit({});
    expect(replay.headers['content-encoding']).toBeUndefined();
    expect(replay.json()).toEqual(answer);
    const compressedReplay = await submit(brotli);
    // Status and encoding first, so a failure names what came back (one CI run of 2026-11-28 failed here
    // with only "Decompression failed"; not reproduced alone, in 40 rounds under load, or in a full run).
    expect(compressedReplay.statusCode, compressedReplay.body).toBe(201);
    expect(compressedReplay.headers['content-encoding'], JSON.stringify(compressedReplay.headers)).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressedReplay.rawPayload).toString())).toEqual(answer);
  });
});
