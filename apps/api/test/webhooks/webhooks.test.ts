import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookAttempt, WebhookEndpoint, WebhookWithSecret } from '@safc/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query-rows';
import { registryOf } from '../../src/routes/account/caller-of';
import { startWebhooksJob } from '../../src/jobs/webhooks-job';
import { deliverWebhooks } from '../../src/services/webhooks/deliver-webhooks';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';
import { mailsTo } from '../notifications/notification-helpers';
import { startReceiver, type Received, type Receiver } from './webhook-receiver';

// Issue 44: a company's webhooks. Receivers on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE=true, as in development) verify
// each delivery with the `standardwebhooks` package; the job's runs are called with the clock a test needs.

const SKY_REP = 'rep@skyways.example';

/** A delivery's body, as far as these tests read it. */
interface Body {
  id: string;
  type: string;
  timestamp: string;
  data: {
    action: { id: string };
    from: { companyName: string | null; accountName: string | null };
    serial: string;
    [field: string]: unknown;
  };
}
const DAY = 86_400_000;

describe('company webhooks (issue 44)', () => {
  let app: TestApp;
  let dataDir: string;
  let ledger: DemoLedger;
  let nordicReceiver: Receiver;
  let skyReceiver: Receiver;
  let nordicHook: WebhookWithSecret;
  let skyHook: WebhookWithSecret;

  const run = (now?: Date, timeoutMs?: number) =>
    deliverWebhooks(registryOf(app), { ...(now && { now: () => now }), ...(timeoutMs && { timeoutMs }) });
  /** The bodies received, with the fields the tests read. */
  const bodies = (received: Received[]) => received.map((r) => JSON.parse(r.body) as Body);
  const verify = (secret: string, received: Received) =>
    new Webhook(secret).verify(received.body, received.headers as Record<string, string>);

  async function create(email: string, body: unknown): Promise<WebhookWithSecret> {
    const created = await call(app, email, 'POST', '/api/webhooks', body);
    expect(created.statusCode, created.body).toBe(201);
    return created.json<WebhookWithSecret>();
  }

  /** A transfer of 10 t from Nordic's fuel account to SkyWays' portfolio, started and signed. */
  async function signedTransfer(blockId: string): Promise<string> {
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '10',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json<{ id: string }>();
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${id}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    return id;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hooks-webhooks-'));
    app = await build({ env: { DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE: 'true' } });
    ledger = await demoLedger(app);
    [nordicReceiver, skyReceiver] = await Promise.all([startReceiver(), startReceiver()]);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([nordicReceiver.close(), skyReceiver.close()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("only the company's representatives keep its endpoints: others are refused before the body is read", async () => {
    // A read-only member and an initiator: 403, whatever the body holds (it is not read).
    for (const email of [PEOPLE.nordicReadOnly, PEOPLE.nordicInitiator]) {
      const refused = await call(app, email, 'POST', '/api/webhooks', { url: 'not an address' });
      expect(refused.statusCode, refused.body).toBe(403);
      expect((await call(app, email, 'GET', '/api/webhooks')).statusCode).toBe(403);
    }
    // The representative's bad input names the field.
    const badUrl = await call(app, PEOPLE.nordicRep, 'POST', '/api/webhooks', {
      url: 'ftp://erp.example.com',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.body).toContain('url');
    const badType = await call(app, PEOPLE.nordicRep, 'POST', '/api/webhooks', {
      url: nordicReceiver.url(),
      eventTypes: ['unit.stolen'],
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.body).toContain('eventTypes');

    nordicHook = await create(PEOPLE.nordicRep, { url: nordicReceiver.url('/nordic'), description: 'ERP' });
    expect(nordicHook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(nordicHook).toMatchObject({ eventTypes: [], status: 'active', description: 'ERP', pending: 0 });
    skyHook = await create(SKY_REP, {
      url: skyReceiver.url('/sky'),
      eventTypes: ['unit.received', 'transfer.awaiting_acceptance'],
    });

    const listed = await call(app, PEOPLE.nordicRep, 'GET', '/api/webhooks');
    expect(listed.json<WebhookEndpoint[]>().map((e) => e.id)).toEqual([nordicHook.id]);
    expect(listed.body).not.toContain('whsec_');
    // Another company's endpoint is not found, for reading and for changing.
    expect((await call(app, SKY_REP, 'GET', `/api/webhooks/${nordicHook.id}`)).statusCode).toBe(404);
    expect((await call(app, SKY_REP, 'DELETE', `/api/webhooks/${nordicHook.id}`)).statusCode).toBe(404);
    expect((await call(app, SKY_REP, 'GET', `/api/webhooks/${nordicHook.id}/deliveries`)).statusCode).toBe(
      404,
    );
    // The change is in the company's log, without the secret.
    const [logged] = await queryRows<{ payload: string }>(
      app.database.db,
      sql`select payload::text from events where type = 'WebhookCreated' and entity_id = ${nordicHook.id}`,
    );
    expect(logged?.payload).toContain(nordicReceiver.url('/nordic'));
    expect(logged?.payload).not.toContain('whsec_');
  });

  it('a transfer reaches both companies, signed, each in its own view, the receiver only with what it may read', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    await run();
    const nordicIssued = bodies(nordicReceiver.received).map((b) => b.type);
    expect(nordicIssued).toContain('issuance.approved');
    expect(nordicIssued).toContain('action.completed');
    expect(skyReceiver.received).toHaveLength(0);
    nordicReceiver.received.length = 0;

    const actionId = await signedTransfer(blockId);
    await run();
    expect(bodies(nordicReceiver.received).map((b) => b.type)).toEqual(['action.signed']);
    const [awaiting] = bodies(skyReceiver.received);
    expect(awaiting).toMatchObject({
      type: 'transfer.awaiting_acceptance',
      data: {
        action: { id: actionId, type: 'Transfer', volume: '10.000' },
        account: { id: ledger.skyPortfolio },
      },
    });
    expect(awaiting!.data.from.companyName).toBe('Nordic Renewable Fuels AS');

    const accepted = await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${actionId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await run();
    expect(bodies(nordicReceiver.received).map((b) => b.type)).toEqual(['action.signed', 'action.completed']);
    expect(bodies(skyReceiver.received).map((b) => b.type)).toEqual([
      'transfer.awaiting_acceptance',
      'unit.received',
    ]);
    const received = bodies(skyReceiver.received)[1]!;
    expect(received.data).toMatchObject({ volume: '10.000', account: { id: ledger.skyPortfolio } });
    expect(received.data.serial).toMatch(/^SAFC/);

    // Every delivery verifies with its endpoint's secret, and not with the other company's.
    for (const r of nordicReceiver.received) expect(() => verify(nordicHook.secret, r)).not.toThrow();
    for (const r of skyReceiver.received) {
      expect(() => verify(skyHook.secret, r)).not.toThrow();
      expect(() => verify(nordicHook.secret, r)).toThrow();
      expect(r.headers['webhook-id']).toMatch(/^msg_/);
    }
    // SkyWays' endpoint hears nothing of Nordic's own actions; a body carries its event's id, type and time.
    const [first] = bodies(skyReceiver.received);
    expect(first!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(first!.timestamp).getTime()).toBeLessThanOrEqual(Date.now());

    // A private name stays private: Nordic keeps its name private, and the next transfer names no company.
    await app.database.db.execute(
      sql`update companies set is_name_private = true where id = ${ledger.nordic}`,
    );
    await run();
    skyReceiver.received.length = 0;
    await signedTransfer(await issueBlock(app, ledger.nordicFuel));
    await run();
    const [hidden] = bodies(skyReceiver.received);
    expect(hidden!.data.from).toMatchObject({ companyName: null, accountName: null });
    expect(skyReceiver.received[0]!.body).not.toContain('Nordic');
    await app.database.db.execute(
      sql`update companies set is_name_private = false where id = ${ledger.nordic}`,
    );
  });

  it('the job sends as soon as the sealer has sealed, not at its next tick', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    await run();
    nordicReceiver.received.length = 0;
    // Its tick an hour away: only the seal after the signature's commit can start it.
    const stop = startWebhooksJob(app, 3_600_000);
    try {
      await signedTransfer(blockId);
      await expect
        .poll(() => bodies(nordicReceiver.received).map((b) => b.type), { timeout: 15_000 })
        .toEqual(['action.signed']);
    } finally {
      await stop();
    }
  });

  it("a slow receiver's backlog gives way after the run's 2 s budget, and the next run goes on in order", async () => {
    await run();
    nordicReceiver.received.length = 0;
    skyReceiver.received.length = 0;
    const blockId = await issueBlock(app, ledger.nordicFuel);
    await run();
    nordicReceiver.received.length = 0;
    for (let i = 0; i < 3; i += 1) await signedTransfer(blockId);
    // Nordic's receiver takes 1.1 s a message: the third would start after the run's 2 s budget.
    nordicReceiver.answers.push({ delayMs: 1_100 }, { delayMs: 1_100 }, { delayMs: 1_100 });
    const first = await run();
    expect(first).toMatchObject({ delivered: 2 + 3, failed: 0, unfinished: 1 });
    expect(nordicReceiver.received).toHaveLength(2);
    expect(skyReceiver.received).toHaveLength(3);
    // The next run goes on where it stopped, in order.
    expect(await run()).toMatchObject({ delivered: 1, unfinished: 0 });
    const signed = bodies(nordicReceiver.received);
    expect(signed.map((b) => b.type)).toEqual(['action.signed', 'action.signed', 'action.signed']);
    expect(new Set(signed.map((b) => b.data.action.id)).size).toBe(3);
  });

  it('retries after a 500 and after a timeout, and holds the later message back until then (order per company)', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    await run();
    nordicReceiver.received.length = 0;
    await signedTransfer(blockId);
    await signedTransfer(blockId);
    nordicReceiver.answers.push(500, 'hang');
    const t0 = new Date();
    const at = (ms: number) => new Date(t0.getTime() + ms);

    await run(t0, 2_000);
    expect(nordicReceiver.received).toHaveLength(1);
    await run(at(3_000), 2_000); // the first retry is due 5 s after the failure
    expect(nordicReceiver.received).toHaveLength(1);
    await run(at(6_000), 2_000); // no answer within the timeout
    expect(nordicReceiver.received).toHaveLength(2);
    await run(at(6_000 + 16_000), 2_000); // 15 s later: delivered, and the next one after it
    const ids = nordicReceiver.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(4);
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    expect(ids[3]).not.toBe(ids[0]);
    const seqOrder = bodies(nordicReceiver.received).map((b) => b.data.action.id);
    expect(seqOrder[3]).not.toBe(seqOrder[0]);

    const log = await call(
      app,
      PEOPLE.nordicRep,
      'GET',
      `/api/webhooks/${nordicHook.id}/deliveries?pageSize=4`,
    );
    const tries = log.json<{ items: WebhookAttempt[] }>().items;
    expect(tries.map((t) => [t.ok, t.statusCode])).toEqual([
      [true, 200],
      [true, 200],
      [false, null],
      [false, 500],
    ]);
    expect(tries[2]!.error).toBe('No answer within 2 s');
    expect(tries[3]!.response).toBe('failed 500');
    expect(tries[1]!.messageStatus).toBe('delivered');

    // "Send again": the same message, the same webhook-id, a try of its own in the log.
    const again = await call(
      app,
      PEOPLE.nordicRep,
      'POST',
      `/api/webhooks/${nordicHook.id}/deliveries/${tries[0]!.messageId}/send-again`,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<WebhookAttempt>()).toMatchObject({ trigger: 'again', ok: true, statusCode: 200 });
    expect(nordicReceiver.received.at(-1)!.headers['webhook-id']).toBe(tries[0]!.webhookId);
    expect(nordicReceiver.received.at(-1)!.body).toBe(
      nordicReceiver.received.find((r) => r.headers['webhook-id'] === tries[0]!.webhookId)!.body,
    );
  });

  it('a ping tests the endpoint; a rotated secret signs beside the old one for 24 hours', async () => {
    const ping = await call(app, PEOPLE.nordicRep, 'POST', `/api/webhooks/${nordicHook.id}/ping`);
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json<WebhookAttempt>()).toMatchObject({ type: 'ping', ok: true, trigger: 'ping' });
    expect(JSON.parse(nordicReceiver.received.at(-1)!.body)).toMatchObject({ type: 'ping' });

    const rotated = await call(app, PEOPLE.nordicRep, 'POST', `/api/webhooks/${nordicHook.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, previousSecretValidUntil } = rotated.json<WebhookWithSecret>();
    expect(secret).not.toBe(nordicHook.secret);
    expect(new Date(previousSecretValidUntil!).getTime() - Date.now()).toBeGreaterThan(DAY - 60_000);
    await call(app, PEOPLE.nordicRep, 'POST', `/api/webhooks/${nordicHook.id}/ping`);
    const signedTwice = nordicReceiver.received.at(-1)!;
    expect(String(signedTwice.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(() => verify(secret, signedTwice)).not.toThrow();
    expect(() => verify(nordicHook.secret, signedTwice)).not.toThrow();
    nordicHook = { ...nordicHook, secret };
  });

  it('a paused endpoint keeps its messages and gets them, in order, once resumed', async () => {
    await run();
    const paused = await call(app, SKY_REP, 'PATCH', `/api/webhooks/${skyHook.id}`, { status: 'paused' });
    expect(paused.json<WebhookEndpoint>().status).toBe('paused');
    skyReceiver.received.length = 0;
    const blockId = await issueBlock(app, ledger.nordicFuel);
    await signedTransfer(blockId);
    await run();
    expect(skyReceiver.received).toHaveLength(0);
    expect(
      (await call(app, SKY_REP, 'GET', `/api/webhooks/${skyHook.id}`)).json<WebhookEndpoint>().pending,
    ).toBe(1);
    await call(app, SKY_REP, 'PATCH', `/api/webhooks/${skyHook.id}`, { status: 'active' });
    await run();
    expect(bodies(skyReceiver.received).map((b) => b.type)).toEqual(['transfer.awaiting_acceptance']);
  });

  it('an endpoint failing for 5 days is disabled and its representatives are mailed', async () => {
    const gone = await startReceiver();
    const url = gone.url('/gone');
    await gone.close(); // nothing listens there any more: every try is refused
    const doomed = await create(PEOPLE.nordicRep, { url, eventTypes: ['action.signed'] });
    const blockId = await issueBlock(app, ledger.nordicFuel);
    await signedTransfer(blockId);
    const t0 = new Date();
    await run(t0);
    const before = (await mailsTo(dataDir, PEOPLE.nordicRep)).length;
    await run(new Date(t0.getTime() + 5 * DAY));
    const after = await call(app, PEOPLE.nordicRep, 'GET', `/api/webhooks/${doomed.id}`);
    expect(after.json<WebhookEndpoint>()).toMatchObject({ status: 'disabled' });
    const mails = (await mailsTo(dataDir, PEOPLE.nordicRep)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['A webhook endpoint was disabled']);
    expect(mails[0]!.text).toContain(url);
    const log = await call(app, PEOPLE.nordicRep, 'GET', `/api/webhooks/${doomed.id}/deliveries`);
    expect(log.json<{ items: WebhookAttempt[] }>().items[0]).toMatchObject({
      ok: false,
      error: 'ECONNREFUSED',
    });

    expect((await call(app, PEOPLE.nordicRep, 'DELETE', `/api/webhooks/${doomed.id}`)).statusCode).toBe(204);
    expect((await call(app, PEOPLE.nordicRep, 'GET', `/api/webhooks/${doomed.id}`)).statusCode).toBe(404);
  });

  it("GET /api/webhooks/events pages the company's events as deliveries carry them", async () => {
    const [{ seq } = { seq: '0' }] = await queryRows<{ seq: string }>(
      app.database.db,
      sql`select max(seq)::text as seq from events`,
    );
    const blockId = await issueBlock(app, ledger.nordicFuel);
    await signedTransfer(blockId);
    const sky = await call(app, SKY_REP, 'GET', `/api/webhooks/events?after=${seq}`);
    expect(sky.json<{ items: { body: { type: string } }[] }>().items.map((i) => i.body.type)).toEqual([
      'transfer.awaiting_acceptance',
    ]);
    const nordic = await call(app, PEOPLE.nordicRep, 'GET', `/api/webhooks/events?after=${seq}`);
    const types = nordic.json<{ items: { body: { type: string } }[]; next: number }>();
    expect(types.items.map((i) => i.body.type)).toContain('action.signed');
    expect(types.items.map((i) => i.body.type)).not.toContain('transfer.awaiting_acceptance');
    expect(types.next).toBeGreaterThan(Number(seq));
  });
});
