import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PUBLIC_VIEWER, WITHHELD_NAME, fuelProducerOf, publicNameOf } from '@safc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import { publicPageMeta } from '../../src/services/public/public-page-meta';
import { publicCompanyName, publicFuelProducer } from '../../src/services/public/public-names';
import { build, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import { readPdfText } from '../helpers/pdf-text';
import { PEOPLE, call, demoLedger, type DemoLedger } from '../ledger/ledger-helpers';

const NORDIC = /Nordic/i;

/**
 * What the public and another company (SkyWays) can read that might name Nordic: every public answer, the
 * exports, each certificate, and SkyWays' own lists (its transfer recipients, its units' chains of custody).
 * The public log's leaves are issue 40's (a new leaf version without company names) and are not read here.
 */
async function everythingOthersRead(app: TestApp, ledger: DemoLedger): Promise<string> {
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).body;
  const list = JSON.parse(await get('/api/public/units?limit=100')) as {
    items: { id: string; serial: string; status: string }[];
  };
  const texts = [
    JSON.stringify(list),
    await get('/api/public/retirements?limit=100'),
    await get('/api/public/retirements/export?format=csv'),
    await get('/api/public/units/export?format=csv'),
    (await app.inject({ method: 'POST', url: '/api/public/export' })).body,
  ];
  for (const unit of list.items) {
    texts.push(await get(`/api/public/units/${unit.serial}`), await get(`/api/public/unit/${unit.id}`));
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
  // SkyWays' lists: whom it may transfer to, and who held the units it holds.
  for (const account of [ledger.skyPortfolio, ledger.skyCargo]) {
    texts.push(
      (await call(app, PEOPLE.skyInitiator, 'GET', `/api/account/to-transfer?accountId=${account}`)).body,
    );
    texts.push(
      (
        await call(
          app,
          PEOPLE.skyInitiator,
          'GET',
          `/api/account/to-transfer?accountId=${account}&search=Nordic`,
        )
      ).body,
    );
  }
  const held = await call(
    app,
    PEOPLE.skyInitiator,
    'GET',
    `/api/units?accountId=${ledger.skyPortfolio}&limit=100`,
  );
  for (const unit of held.json().items as { id: string }[]) {
    const view = await call(app, PEOPLE.skyInitiator, 'GET', `/api/units/${unit.id}`);
    const { holders, logisticsProviderName } = view.json();
    texts.push(JSON.stringify({ holders, logisticsProviderName }));
  }
  return texts.join('\n');
}

describe('"Keep our name private": one rule, followed by every public answer, export, certificate and list', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    await publishPublicEvents(app.database.db, await app.logSigner());
  });
  afterAll(() => app.close());

  it('a company set private appears by no name in any public answer, export, certificate or other company’s list', async () => {
    // Nordic issued the demo's units (its name is their fuel producer) and held the ones SkyWays holds now.
    expect(await everythingOthersRead(app, ledger)).toMatch(NORDIC);

    const privacy = await call(app, PEOPLE.nordicRep, 'PATCH', `/api/companies/${ledger.nordic}/privacy`, {
      isNamePrivate: true,
    });
    expect(privacy.statusCode, privacy.body).toBe(200);
    await publishPublicEvents(app.database.db, await app.logSigner());
    const hidden = await everythingOthersRead(app, ledger);
    expect(hidden.match(/.{0,80}Nordic.{0,80}/gi) ?? []).toEqual([]);
    expect(hidden).toContain(WITHHELD_NAME);
    // The list's fuel-producer search finds nothing by the name withheld.
    const search = await app.inject({
      method: 'GET',
      url: '/api/public/units?limit=100&search=Nordic',
    });
    expect(search.body).not.toMatch(NORDIC);

    // Its own people and the administrator still read it; public again, it is named again.
    const own = await call(
      app,
      PEOPLE.nordicInitiator,
      'GET',
      `/api/account/to-transfer?accountId=${ledger.nordicFuel}`,
    );
    expect(own.body).toMatch(NORDIC);
    await call(app, PEOPLE.nordicRep, 'PATCH', `/api/companies/${ledger.nordic}/privacy`, {
      isNamePrivate: false,
    });
    await publishPublicEvents(app.database.db, await app.logSigner());
    const list = await app.inject({ method: 'GET', url: '/api/public/units/export?format=csv' });
    expect(list.body).toMatch(NORDIC);
  }, 600_000);

  it('a private company’s account is found by another company only by its exact id', async () => {
    await call(app, PEOPLE.nordicRep, 'PATCH', `/api/companies/${ledger.nordic}/privacy`, {
      isNamePrivate: true,
    });
    const byId = await call(
      app,
      PEOPLE.skyInitiator,
      'GET',
      `/api/account/to-transfer?accountId=${ledger.skyPortfolio}&search=${ledger.nordicTrading}`,
    );
    expect(byId.json().items).toEqual([
      expect.objectContaining({
        id: ledger.nordicTrading,
        companyName: null,
        name: expect.stringMatching(/withheld/),
      }),
    ]);
    await call(app, PEOPLE.nordicRep, 'PATCH', `/api/companies/${ledger.nordic}/privacy`, {
      isNamePrivate: false,
    });
  });

  it('the rule is written once: its SQL form answers as the domain’s function, and nothing else decides it', async () => {
    const cases = [
      { id: '00000000-0000-4000-8000-000000000001', name: 'Open Air', isNamePrivate: false },
      { id: '00000000-0000-4000-8000-000000000002', name: 'Quiet Fuels', isNamePrivate: true },
    ];
    for (const company of cases) {
      const [row] = await queryRows<{ name: string | null }>(
        app.database.db,
        sql`select ${publicCompanyName('c')} as name
              from (select ${company.name}::text as name, ${company.isNamePrivate}::boolean as is_name_private) c`,
      );
      expect(row?.name).toBe(publicNameOf(company, PUBLIC_VIEWER));
    }
    for (const isNamePrivate of [true, false]) {
      await app.database.db.execute(
        sql`update companies set is_name_private = ${isNamePrivate} where id = ${ledger.nordic}`,
      );
      const [issuance] = await queryRows<{ producer: string | null; typed: string; name: string }>(
        app.database.db,
        sql`select ${publicFuelProducer('i')} as producer, i.form->'batch'->>'companyName' as typed, c.name
              from issuances i join companies c on c.id = i.company_id where c.id = ${ledger.nordic} limit 1`,
      );
      const issuer = { id: ledger.nordic, name: issuance!.name, isNamePrivate };
      expect(issuance!.producer).toBe(fuelProducerOf(issuance!.typed, issuer, PUBLIC_VIEWER));
    }

    // No other file of the API or the web decides on the flag by itself.
    const roots = ['apps/api/src', 'apps/web/src', 'packages/domain/src'].map((root) =>
      join(__dirname, '../../../..', root),
    );
    const deciding = /is_name_private\s+then|isNamePrivate\s*(\?|&&|\|\|)|\bisNamePrivate\s*\)\s*\?/;
    const offenders: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (/\.tsx?$/.test(entry.name) && deciding.test(await readFile(path, 'utf8')))
          offenders.push(path);
      }
    };
    for (const root of roots) await walk(root);
    expect(offenders.map((path) => relative(join(__dirname, '../../../..'), path)).sort()).toEqual([
      'apps/api/src/services/public/public-names.ts',
      'packages/domain/src/permissions/public-name.ts',
    ]);
  });
});
