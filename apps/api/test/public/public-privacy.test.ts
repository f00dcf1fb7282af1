import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import { republish } from '../../src/services/public-log/republish';
import { publicPageMeta } from '../../src/services/public/public-page-meta';
import { build, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import { readPdfText } from '../helpers/pdf-text';

/** Every public answer about the demo registry's units, as text: what anyone on the internet can read. */
async function everythingPublic(app: TestApp): Promise<string> {
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).body;
  const list = JSON.parse(await get('/api/public/units?limit=100')) as {
    items: { id: string; serial: string; status: string }[];
  };
  const texts = [
    JSON.stringify(list),
    await get('/api/public/retirements?limit=100'),
    await get('/api/public/landing-page'),
  ];
  for (const unit of list.items) {
    texts.push(await get(`/api/public/units/${unit.serial}`), await get(`/api/public/unit/${unit.id}`));
    texts.push(await get(`/api/public/proof/inclusion?unit=${unit.serial}&kind=issued`));
    texts.push(await get(`/api/public/proof/inclusion?unit=${unit.serial}`));
    texts.push(
      JSON.stringify(await publicPageMeta(app.database.read, TEST_PUBLIC_URL, `/registry/${unit.serial}`)),
    );
    if (unit.status === 'retired') {
      const certificate = await app.inject({
        method: 'GET',
        url: `/api/public/units/${unit.serial}/certificate`,
      });
      texts.push((await readPdfText(certificate.rawPayload)).text);
    }
  }
  texts.push((await app.inject({ method: 'POST', url: '/api/public/export' })).body);
  texts.push(await get('/api/public/checkpoint'));
  return texts.join('\n');
}

describe('Nothing public leaks a holder, an e-mail address or a private company name', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('shows no e-mail address and no account, and names a company only while its name is public', async () => {
    await publishPublicEvents(app.database.db, await app.logSigner());
    const open = await everythingPublic(app);
    expect(open).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(open).not.toMatch(/Portfolio|Cargo|Fuel account/i);
    // SkyWays claimed in the demo: its name is public until it says otherwise.
    expect(open).toContain('SkyWays Airlines Ltd');

    // issue 12: the company keeps its name private (the switch sets this flag) and every public page follows.
    await app.database.db.execute(
      sql`update companies set is_name_private = true where name = 'SkyWays Airlines Ltd'`,
    );
    // Set behind the event's back, so rebuilt as an operator would (the switch's CompanyUpdated does it by itself).
    await republish(app.database.db);
    const hidden = await everythingPublic(app);
    expect(hidden).not.toContain('SkyWays');
    expect(hidden).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });
});
