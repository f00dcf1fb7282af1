import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import { build, injectAs, type TestApp } from '../helpers/app';
import { demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';

// Public reads carry the published event as their validator (docs/decisions/034): unchanged, a client's copy
// is answered 304 without a body; once the publishing job publishes, the validator and the pages change.
describe('Public list and landing figures: ETag, 304 and the published pages', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  const publish = async () => publishPublicEvents(app.database.db, await app.logSigner());
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    await publish();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers 304 to a copy that is current, and the page again once something is published', async () => {
    const first = await get('/api/public/units?limit=100');
    expect(first.statusCode, first.body).toBe(200);
    const etag = first.headers.etag as string;
    // The publication: its last event and the generation of the last republication (decision 110).
    expect(etag).toMatch(/^W\/"p\d+\.\d+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    // The same validator holds for every list address: it names the publication, not the page.
    const filtered = await get('/api/public/units?status=retired');
    expect(filtered.headers.etag).toBe(etag);

    const current = await get('/api/public/units?limit=100', { 'if-none-match': etag });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe('');
    // A strong form of the same tag, or one of several, matches too (weak comparison).
    const listed = await get('/api/public/units?limit=100', { 'if-none-match': `"x", ${etag.slice(2)}` });
    expect(listed.statusCode).toBe(304);
    const other = await get('/api/public/units?limit=100', { 'if-none-match': 'W/"p0-other"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());

    const blockId = await issueBlock(app, ledger.nordicFuel);
    const published = await publish();
    expect(published.events).toBeGreaterThan(0);
    const after = await get('/api/public/units?limit=100', { 'if-none-match': etag });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    // The kept page of the old publication is gone: the new unit is on the new one.
    const ids = after.json().items.map((unit: { id: string }) => unit.id);
    expect(ids).toContain(blockId);
    expect(first.json().items.map((unit: { id: string }) => unit.id)).not.toContain(blockId);
  });

  it('sends a kept page compressed as each client accepts, and plain to one that accepts nothing', async () => {
    const plain = await get('/api/public/units?limit=20');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/public/units?limit=20', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get('/api/public/units?limit=20', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('serves the landing figures with a validator and a short max-age, and 304 to a current copy', async () => {
    const first = await get('/api/public/landing-page');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    expect(first.json()).toMatchObject({ safCaVolume: expect.stringMatching(/^\d+\.\d{3}$/) });
    const etag = first.headers.etag as string;
    const again = await get('/api/public/landing-page', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    // An issuance approved changes the figures: published, the validator and the volume move on.
    const before = first.json().safCaVolume as string;
    await issueBlock(app, ledger.nordicFuel);
    await publish();
    const after = await get('/api/public/landing-page', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(Number(after.json().safCaVolume)).toBeGreaterThan(Number(before));
  });

  it('tags the claimed-units table by the publication: 304 while unchanged, a new answer once a name turns private', async () => {
    const url = '/api/public/retirements?limit=100';
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"p\d+\.\d+"$/);
    expect(first.body).toContain('SkyWays Airlines Ltd');
    const current = await get(url, { 'if-none-match': etag });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe('');

    // SkyWays keeps its name private from now on: the publishing job rewrites its rows (decision 110), which
    // is a new publication, so the copy is stale.
    const [company] = await queryRows<{ id: string }>(
      app.database.db,
      sql`select id from companies where name = 'SkyWays Airlines Ltd'`,
    );
    const privacy = await injectAs(app, 'rep@skyways.example', {
      method: 'PATCH',
      url: `/api/companies/${company!.id}/privacy`,
      payload: { isNamePrivate: true },
    });
    expect(privacy.statusCode, privacy.body).toBe(200);
    await publish();
    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).not.toContain('SkyWays');
    expect(after.json().items).toHaveLength(first.json().items.length);
  });
});
