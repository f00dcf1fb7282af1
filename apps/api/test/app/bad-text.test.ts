import { BROKEN_CHARACTER_MESSAGE, CONTROL_CHARACTER_MESSAGE } from '@safc/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitBlocks, users } from '../../src/db/schema';
import { changeMark } from '../authorisation/matrix-fixtures';
import { build, injectAs, internalTokenFor, type TestApp } from '../helpers/app';
import { PEOPLE, demoLedger } from '../ledger/ledger-helpers';

// Issue 15 §1: a NUL in any text that reached PostgreSQL answered 500, and a lone UTF-16 surrogate was
// stored as "\uFFFD". Each is a 400 naming the field now, and nothing changes.

interface BadTextCall {
  call: string;
  as: string;
  method: 'GET' | 'PATCH' | 'POST';
  url: (text: string) => string;
  payload?: (text: string) => object;
  field: string;
}

const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';

describe('control characters and broken characters are a field error, never a 500', () => {
  let app: TestApp;
  let calls: BadTextCall[];
  beforeAll(async () => {
    app = await build();
    const ledger = await demoLedger(app);
    const [block] = await app.database.db
      .select({ id: unitBlocks.id })
      .from(unitBlocks)
      .where(eq(unitBlocks.accountId, ledger.nordicFuel))
      .limit(1);
    const [rep] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, PEOPLE.nordicRep));
    const query = (path: string, name: string) => (text: string) =>
      `${path}?${name}=${encodeURIComponent(text)}`;
    const fixed = (path: string) => () => path;
    calls = [
      {
        call: 'GET /api/public/retirements search',
        as: PEOPLE.admin,
        method: 'GET',
        url: query('/api/public/retirements', 'search'),
        field: 'querystring.search',
      },
      {
        call: 'GET /api/public/units search',
        as: PEOPLE.admin,
        method: 'GET',
        url: query('/api/public/units', 'search'),
        field: 'querystring.search',
      },
      {
        call: 'GET /api/units search',
        as: PEOPLE.nordicInitiator,
        method: 'GET',
        url: query('/api/units', 'search'),
        field: 'querystring.search',
      },
      {
        call: 'GET /api/account/to-transfer search',
        as: PEOPLE.nordicInitiator,
        method: 'GET',
        url: query('/api/account/to-transfer', 'search'),
        field: 'querystring.search',
      },
      {
        call: 'GET /api/companies search',
        as: PEOPLE.admin,
        method: 'GET',
        url: query('/api/companies', 'search'),
        field: 'querystring.search',
      },
      {
        call: 'GET /api/users/list search',
        as: PEOPLE.admin,
        method: 'GET',
        url: query('/api/users/list', 'search'),
        field: 'querystring.search',
      },
      {
        call: 'GET /api/logs entityId',
        as: PEOPLE.admin,
        method: 'GET',
        url: query('/api/logs', 'entityId'),
        field: 'querystring.entityId',
      },
      {
        call: "PATCH /api/companies/{id} a company's postcode",
        as: PEOPLE.nordicRep,
        method: 'PATCH',
        url: fixed(`/api/companies/${ledger.nordic}`),
        payload: (postcode) => ({ postcode }),
        field: 'body.postcode',
      },
      {
        call: 'PATCH /api/units/{id}/comment a unit comment',
        as: PEOPLE.nordicInitiator,
        method: 'PATCH',
        url: fixed(`/api/units/${block!.id}/comment`),
        payload: (comment) => ({ comment }),
        field: 'body.comment',
      },
      {
        call: "POST /api/auth/api-tokens an API token's name",
        as: PEOPLE.nordicInitiator,
        method: 'POST',
        url: fixed('/api/auth/api-tokens'),
        payload: (name) => ({ name }),
        field: 'body.name',
      },
      {
        call: "PATCH /api/users/{id} a profile's name",
        as: PEOPLE.nordicRep,
        method: 'PATCH',
        url: fixed(`/api/users/${rep!.id}`),
        payload: (name) => ({ name }),
        field: 'body.name',
      },
      {
        call: "PATCH /api/users/{id} a profile's phone",
        as: PEOPLE.nordicRep,
        method: 'PATCH',
        url: fixed(`/api/users/${rep!.id}`),
        payload: (phone) => ({ phone }),
        field: 'body.phone',
      },
    ];
  });
  afterAll(() => app.close());
  // Signed in before the counting starts: a sign-in records an event of its own.
  beforeAll(async () => {
    for (const email of [PEOPLE.admin, PEOPLE.nordicRep, PEOPLE.nordicInitiator])
      await internalTokenFor(app, email);
  });

  async function expectFieldError(call: BadTextCall, text: string, message: string) {
    const before = await changeMark(app);
    const response = await injectAs(app, call.as, {
      method: call.method,
      url: call.url(text),
      ...(call.payload ? { payload: call.payload(text) } : {}),
    });
    expect(response.statusCode, `${call.call}: ${response.body}`).toBe(400);
    expect(response.json(), call.call).toMatchObject({
      statusCode: 400,
      message: `${call.field}: ${message}`,
      errorId: expect.any(String),
      details: { [call.field]: message },
    });
    expect(await changeMark(app), `${call.call} changed nothing`).toBe(before);
  }

  it('a NUL in each of the 12 calls of the report is a 400 naming the field', async () => {
    expect(calls).toHaveLength(12);
    for (const call of calls) await expectFieldError(call, NUL, CONTROL_CHARACTER_MESSAGE);
  });

  it('a lone surrogate in a JSON body is a 400 naming the field, not a stored "\uFFFD"', async () => {
    // A URL cannot carry one: its percent-encoding is UTF-8, which has no form for a lone surrogate.
    const bodies = calls.filter((call) => call.payload);
    expect(bodies).toHaveLength(5);
    for (const call of bodies) await expectFieldError(call, SURROGATE, BROKEN_CHARACTER_MESSAGE);
  });

  it('a text area keeps its line breaks and tabs', async () => {
    const ledger = await demoLedger(app);
    const [block] = await app.database.db
      .select({ id: unitBlocks.id })
      .from(unitBlocks)
      .where(eq(unitBlocks.accountId, ledger.nordicFuel))
      .limit(1);
    const comment = 'Checked against the PoS:\r\n\t- batch 12\r\n\t- batch 13';
    const response = await injectAs(app, PEOPLE.nordicInitiator, {
      method: 'PATCH',
      url: `/api/units/${block!.id}/comment`,
      payload: { comment },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const [stored] = await app.database.db
      .select({ comment: unitBlocks.comment })
      .from(unitBlocks)
      .where(eq(unitBlocks.id, block!.id));
    expect(stored!.comment).toBe(comment);
  });

  it('a single-line field refuses a line break inside it', async () => {
    const response = await injectAs(app, PEOPLE.nordicInitiator, {
      method: 'POST',
      url: '/api/auth/api-tokens',
      payload: { name: 'Nightly\nexport' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ 'body.name': CONTROL_CHARACTER_MESSAGE });
  });

  it('a NUL in a key of a free-form body or in a multipart field is refused too', async () => {
    const ledger = await demoLedger(app);
    const keyed = await injectAs(app, PEOPLE.nordicInitiator, {
      method: 'POST',
      url: `/api/units/${ledger.nordicFuel}/transfer`,
      payload: { ['volume\u0000']: '1' },
    });
    expect(keyed.statusCode, keyed.body).toBe(400);
    expect(keyed.json().message).toBe(`body: ${CONTROL_CHARACTER_MESSAGE}`);
  });
});

describe('PostgreSQL refusing a text is a 400 whatever the field (the backstop)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ seed: false });
    // Public test routes that hand PostgreSQL what no domain schema would let through.
    const config = { public: true };
    app.get('/api/public/test-nul-text', { config }, async () => {
      await app.database.db.execute(sql`select ${'a\u0000b'}::text`);
    });
    app.get('/api/public/test-nul-json', { config }, async () => {
      await app.database.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb`);
    });
    app.get('/api/public/test-bad-uuid-text', { config }, async () => {
      await app.database.db.execute(sql`select ${'SAFCA-2026-000001'}::uuid`);
    });
  });
  afterAll(() => app.close());

  it.each([
    ['a NUL in text (22021)', '/api/public/test-nul-text'],
    ['a \\u0000 in JSON (22P05)', '/api/public/test-nul-json'],
    ['text where a uuid belongs (22P02)', '/api/public/test-bad-uuid-text'],
  ])('%s answers 400 with the error shape', async (_what, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      message: expect.any(String),
      errorId: expect.any(String),
    });
  });
});
