import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app';

describe('the built web app is served by the API, with client routes falling back to index.html', () => {
  let app: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'safc-web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
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
    expect(api.json().message).toBe("There is no call GET /api/nothing-here; the API's calls are listed at /api/docs");
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
  });
});
