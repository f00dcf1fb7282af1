import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, injectAs, type TestApp } from '../helpers/app';
import {
  PEOPLE,
  call,
  demoLedger,
  issueBlock,
  issueForm,
  submitIssue,
  type DemoLedger,
} from '../ledger/ledger-helpers';
import { buildWithFolders } from '../onboarding/registration-helpers';

// Decision 091: an API token held to one account reaches "only that account and its units… (lists filter
// through `can` as well)". The log, the actions and the issuances never asked `can`, so such a token read the
// company's other accounts and cancelled or answered the owner's actions on them. Here, with real calls: the
// lists show that account's rows only, an action outside it answers as an unknown id, and its steps are
// refused the same way before its state shows; an unlimited token and a browser session see what they did.

const HOLDER = PEOPLE.nordicInitiator;

interface Row {
  id: string;
  accountId?: string | null;
  sendingAccountId?: string | null;
  receivingAccountId?: string | null;
  actionId?: string | null;
}

describe('An API token held to one account reads and acts on that account only (decision 091)', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  /** The initiator's tokens held to the Trading and the SAF Production account, and one without a limit. */
  let held: string;
  let heldToFuel: string;
  let unlimited: string;
  /** An issuance on SAF Production, sent back for clarification: outside the token held to Trading. */
  let outside: string;
  /** A transfer from SAF Production to Trading: within that token by its receiving side. */
  let received: string;

  // As api-token-bounds.test.ts mints them: the signed-in user creates the token, with an account or not.
  const mint = async (payload: Record<string, unknown>): Promise<string> => {
    const response = await injectAs(app, HOLDER, { method: 'POST', url: '/api/auth/api-tokens', payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ token: string }>().token;
  };
  const asToken = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url,
      headers: {
        ...bearer(token),
        'x-company-id': ledger.nordic,
        ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  const asSession = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    call(app, HOLDER, method, url, payload, { 'x-company-id': ledger.nordic });
  const items = (response: LightMyRequestResponse): Row[] => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Row[] }>().items;
  };
  const ids = (rows: Row[]) => rows.map((row) => row.id);
  /** A refusal with the id it names blanked and its errorId (new on every answer) left out, to compare two. */
  const refusal = (response: LightMyRequestResponse, id: string) => {
    const { errorId, ...body } = JSON.parse(response.body.replaceAll(id, '<id>')) as { errorId?: string };
    expect(errorId).toEqual(expect.any(String));
    return { status: response.statusCode, body };
  };

  beforeAll(async () => {
    ({ app } = await buildWithFolders());
    ledger = await demoLedger(app);
    held = await mint({ name: 'Trading only', accountId: ledger.nordicTrading });
    heldToFuel = await mint({ name: 'SAF Production only', accountId: ledger.nordicFuel });
    unlimited = await mint({ name: 'Everything' });

    const block = await issueBlock(app, ledger.nordicFuel, '9');
    const transfer = await call(app, HOLDER, 'POST', `/api/units/${block}/transfer`, {
      volume: '2',
      recipientId: ledger.nordicTrading,
      accountId: ledger.nordicFuel,
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    received = transfer.json().id;

    const submitted = await submitIssue(app, HOLDER, issueForm(ledger.nordicFuel));
    expect(submitted.statusCode, submitted.body).toBe(201);
    outside = submitted.json().action.id;
    expect((await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${outside}/sign`)).statusCode).toBe(
      200,
    );
    const asked = await call(app, PEOPLE.admin, 'POST', `/api/actions/${outside}/clarify`, {
      comment: 'Which batch is this?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
  });
  afterAll(() => app.close());

  it('lists the actions sent or received by that account only', async () => {
    const rows = items(await asToken(held, 'GET', '/api/actions?pageSize=100'));
    expect(ids(rows)).toContain(received);
    expect(ids(rows)).not.toContain(outside);
    for (const row of rows)
      expect([row.sendingAccountId, row.receivingAccountId]).toContain(ledger.nordicTrading);
  });

  it('lists the issuances of that account only', async () => {
    // Trading, a holding account, issues nothing: the token held to it lists none of SAF Production's.
    const rows = items(await asToken(held, 'GET', '/api/issuances?pageSize=100'));
    expect(rows.map((row) => row.actionId)).not.toContain(outside);
    expect(rows.every((row) => row.accountId === ledger.nordicTrading)).toBe(true);
    const fuel = items(await asToken(heldToFuel, 'GET', '/api/issuances?pageSize=100'));
    expect(fuel.map((row) => row.actionId)).toContain(outside);
    expect(fuel.every((row) => row.accountId === ledger.nordicFuel)).toBe(true);
  });

  it("answers an issuance of another account as an unknown one, and its own account's in full", async () => {
    const issuance = items(await asToken(heldToFuel, 'GET', '/api/issuances?pageSize=100')).find(
      (row) => row.actionId === outside,
    )!.id;
    const unknown = randomUUID();
    const hidden = await asToken(held, 'GET', `/api/issuances/${issuance}`);
    expect(hidden.statusCode).toBe(404);
    expect(refusal(hidden, issuance)).toEqual(
      refusal(await asToken(held, 'GET', `/api/issuances/${unknown}`), unknown),
    );
    expect((await asToken(heldToFuel, 'GET', `/api/issuances/${issuance}`)).statusCode).toBe(200);
  });

  it("lists that account's events only: not another account's, not the company's own", async () => {
    const rows = items(await asToken(held, 'GET', '/api/logs?pageSize=200'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.accountId === ledger.nordicTrading)).toBe(true);
    // Asking for another account by name gives nothing either.
    expect(items(await asToken(held, 'GET', `/api/logs?accountId=${ledger.nordicFuel}`))).toEqual([]);
  });

  it('answers an action outside that account as an unknown one, and one inside (either side) in full', async () => {
    const unknown = randomUUID();
    const hidden = await asToken(held, 'GET', `/api/actions/${outside}`);
    expect(hidden.statusCode).toBe(404);
    expect(refusal(hidden, outside)).toEqual(
      refusal(await asToken(held, 'GET', `/api/actions/${unknown}`), unknown),
    );
    expect((await asToken(held, 'GET', `/api/actions/${received}`)).statusCode).toBe(200);
  });

  it('refuses to cancel or answer for an action outside that account as an unknown one, and changes nothing', async () => {
    const unknown = randomUUID();
    for (const [step, payload] of [
      ['cancel', undefined],
      ['clarification', { comment: 'From the script' }],
    ] as const) {
      const refused = await asToken(held, 'POST', `/api/actions/${outside}/${step}`, payload);
      const none = await asToken(held, 'POST', `/api/actions/${unknown}/${step}`, payload);
      expect(refused.statusCode, refused.body).toBe(404);
      // Not the 409 naming the action's status that a state check would give first.
      expect(refusal(refused, outside)).toEqual(refusal(none, unknown));
    }
    const still = await asSession('GET', `/api/actions/${outside}`);
    expect(still.json()).toMatchObject({ status: 'clarificationRequested' });
  });

  it('cancels an action of its own account (here its receiving side)', async () => {
    const cancelled = await asToken(held, 'POST', `/api/actions/${received}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await asSession('GET', `/api/actions/${received}`)).json()).toMatchObject({
      status: 'cancelled',
    });
  });

  it('starts a transfer from its own account, and none from another', async () => {
    const block = await issueBlock(app, ledger.nordicFuel, '3');
    const transfer = { volume: '1', recipientId: ledger.nordicTrading, accountId: ledger.nordicFuel };
    const fromElsewhere = await asToken(held, 'POST', `/api/units/${block}/transfer`, transfer);
    expect(fromElsewhere.statusCode, fromElsewhere.body).toBe(403);
    const fromItsOwn = await asToken(heldToFuel, 'POST', `/api/units/${block}/transfer`, transfer);
    expect(fromItsOwn.statusCode, fromItsOwn.body).toBe(201);
  });

  it('an unlimited token and a browser session still see and act on every account of the company', async () => {
    for (const see of [
      (url: string) => asToken(unlimited, 'GET', url),
      (url: string) => asSession('GET', url),
    ]) {
      expect(ids(items(await see('/api/actions?pageSize=100')))).toEqual(
        expect.arrayContaining([received, outside]),
      );
      const issuances = items(await see('/api/issuances?pageSize=100')).map((row) => row.actionId);
      expect(issuances).toContain(outside);
      const events = items(await see('/api/logs?pageSize=200')).map((row) => row.accountId);
      expect(events).toEqual(expect.arrayContaining([ledger.nordicFuel, ledger.nordicTrading, null]));
      expect((await see(`/api/actions/${outside}`)).statusCode).toBe(200);
    }
    const answered = await asToken(unlimited, 'POST', `/api/actions/${outside}/clarification`, {
      comment: 'Batch B-1',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const cancelled = await asSession('POST', `/api/actions/${outside}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});
