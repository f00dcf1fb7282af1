import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import {
  bearer,
  build,
  exchangeAccessToken,
  internalTokenFor,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../helpers/app';
import { signInWithProvider } from '../helpers/provider-sign-in';
import { demoLedger, issueForm, multipart, PEOPLE, proofDocument } from '../ledger/ledger-helpers';

// Issue 43: two machines behind a load balancer, each with its own DATA_DIR (nothing shared on disk), on one
// PostgreSQL. Whatever one stores, the other serves: documents (in the database, decision 116), sign-in state,
// Idempotency-Key answers, rate-limit counts. PGlite is one process's database, so this needs DATABASE_URL.
const serverUrl = process.env.DATABASE_URL;
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const ENV = { RATE_LIMIT_TOKEN_EXCHANGE_PER_MINUTE: '6' };

describe.runIf(serverUrl)('two machines on one PostgreSQL, each with its own DATA_DIR (issue 43)', () => {
  let a: TestApp;
  let b: App;
  const folders: string[] = [];

  const folder = async (name: string) => {
    const made = await mkdtemp(path.join(tmpdir(), `ops-${name}-`));
    folders.push(made);
    return made;
  };
  /** A call at `app` with the token signed in at machine A. */
  const at = async (app: App, email: string, options: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...options, headers: { ...bearer(await internalTokenFor(a, email)), ...options.headers } });

  beforeAll(async () => {
    a = await build({ env: { ...ENV, DATA_DIR: await folder('a') } });
    const config = loadConfig({
      ...ENV,
      APP_ENV: 'development',
      PUBLIC_URL: TEST_PUBLIC_URL,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      BUILD_VERSION: 'test',
      WEB_DIST: 'apps/web/dist-not-built-in-tests',
      DATA_DIR: await folder('b'),
    });
    const database = await openDatabase({ databaseUrl: a.database.pool!.options.connectionString! });
    b = await buildApp({ config, database });
    b.addHook('onClose', () => database.close());
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await Promise.all(folders.map((made) => rm(made, { recursive: true, force: true })));
  });

  it('a document stored through one machine is served by the other; neither DATA_DIR holds it', async () => {
    const ledger = await demoLedger(a);
    // An issuance document, uploaded at A, read at B by the administrator who reviews it.
    const document = proofDocument('proof.pdf');
    const issue = multipart({ data: JSON.stringify(issueForm(ledger.nordicFuel)) }, [
      { field: 'fileTool', ...document },
    ]);
    const submitted = await at(a, PEOPLE.nordicInitiator, {
      method: 'POST',
      url: '/api/units/issue',
      payload: issue.payload,
      headers: { ...issue.headers, 'idempotency-key': randomUUID() },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const issuanceId = submitted.json().issuanceId as string;
    const detail = await at(b, PEOPLE.admin, { method: 'GET', url: `/api/issuances/${issuanceId}` });
    const [listed] = detail.json().documents as { id: string }[];
    const proof = await at(b, PEOPLE.admin, {
      method: 'GET',
      url: `/api/issuances/${issuanceId}/documents/${listed!.id}`,
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.rawPayload.equals(document.bytes)).toBe(true);
    // Another company's caller learns nothing of it.
    const stranger = await at(b, PEOPLE.skyInitiator, {
      method: 'GET',
      url: `/api/issuances/${issuanceId}/documents/${listed!.id}`,
    });
    expect(stranger.statusCode).toBe(404);

    // A company document, added at B by the administrator, read at A.
    const companyDocument = proofDocument('statutes.pdf');
    const docs = multipart({}, [{ field: 'documents', ...companyDocument }]);
    const added = await at(b, PEOPLE.admin, {
      method: 'POST',
      url: `/api/companies/${ledger.nordic}/documents`,
      payload: docs.payload,
      headers: { ...docs.headers, 'idempotency-key': randomUUID() },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [stored] = await queryRows<{ id: string }>(
      a.database.db,
      sql`select id from uploads where company_id = ${ledger.nordic} and purpose = 'companyDocument'
            order by created_at desc limit 1`,
    );
    const read = await at(a, PEOPLE.nordicRep, {
      method: 'GET',
      url: `/api/companies/${ledger.nordic}/documents/${stored!.id}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(companyDocument.bytes)).toBe(true);

    // A helpdesk screenshot, sent at A, seen at B.
    const ticket = multipart(
      { type: 'technicalIssue', description: 'The holdings page shows no units at all.' },
      [{ field: 'screenshots', name: 'screen.png', type: 'image/png', bytes: PNG_BYTES }],
    );
    const sent = await at(a, PEOPLE.nordicInitiator, {
      method: 'POST',
      url: '/api/helpdesk/ticket',
      payload: ticket.payload,
      headers: ticket.headers,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const inbox = await at(b, PEOPLE.admin, { method: 'GET', url: '/api/helpdesk/tickets' });
    const [first] = inbox.json().items as { id: string; screenshots: { id: string }[] }[];
    const picture = await at(b, PEOPLE.admin, {
      method: 'GET',
      url: `/api/helpdesk/tickets/${first!.id}/screenshots/${first!.screenshots[0]!.id}`,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(PNG_BYTES)).toBe(true);

    // Nothing went to either machine's disk: both uploads folders are empty or absent.
    for (const dataDir of [a.config.dataDir, b.config.dataDir]) {
      const entries = await readdir(path.join(dataDir, 'uploads')).catch(() => []);
      expect(entries).toEqual([]);
    }
  });

  it('invoice and certificate PDFs are the same from both machines', async () => {
    const invoices = await at(a, PEOPLE.admin, { method: 'GET', url: '/api/billing/invoices?status=issued' });
    expect(invoices.statusCode, invoices.body).toBe(200);
    const [invoice] = invoices.json().items as { id: string }[];
    const fromA = await at(a, PEOPLE.admin, {
      method: 'GET',
      url: `/api/billing/invoices/${invoice!.id}/pdf`,
    });
    const fromB = await at(b, PEOPLE.admin, {
      method: 'GET',
      url: `/api/billing/invoices/${invoice!.id}/pdf`,
    });
    expect(fromA.statusCode).toBe(200);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fromB.rawPayload.length).toBe(fromA.rawPayload.length);

    const [claimed] = await queryRows<{ serial: string }>(
      a.database.db,
      sql`select b.serial from unit_blocks b join events e on e.type = 'UnitClaimed' and e.payload->>'retired' = b.serial limit 1`,
    );
    const certificate = await b.inject({
      method: 'GET',
      url: `/api/public/units/${claimed!.serial}/certificate`,
    });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a sign-in at one machine works at the other: the provider at A, the exchange and the calls at B', async () => {
    const { accessToken } = await signInWithProvider(a, { email: PEOPLE.nordicRep, password: DEMO_PASSWORD });
    const exchanged = await exchangeAccessToken(b, accessToken);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const token = exchanged.json().token as string;
    for (const app of [a, b]) {
      const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
      expect(me.json()).toMatchObject({ email: PEOPLE.nordicRep });
    }
  });

  it('a keyed retry sent to the other machine replays the first answer and does nothing again', async () => {
    const key = randomUUID();
    const form = multipart(
      { type: 'suggestion', description: 'A keyed suggestion, sent twice on purpose.' },
      [],
    );
    const send = (app: App) =>
      at(app, PEOPLE.nordicInitiator, {
        method: 'POST',
        url: '/api/helpdesk/ticket',
        payload: form.payload,
        headers: { ...form.headers, 'idempotency-key': key },
      });
    const first = await send(a);
    const retry = await send(b);
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const [row] = await queryRows<{ n: number }>(
      a.database.db,
      sql`select count(*)::int as n from tickets where description = 'A keyed suggestion, sent twice on purpose.'`,
    );
    expect(row!.n).toBe(1);
  });

  it('rate limits count the calls of both machines together', async () => {
    const exchange = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/token',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { accessToken: 'not-a-token' },
        remoteAddress: '192.0.2.43',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await exchange(i % 2 === 0 ? a : b)).statusCode);
    // 6 a minute from one address (ENV), whichever machine counts them: the 7th and 8th are refused.
    expect(statuses.slice(0, 6).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});
