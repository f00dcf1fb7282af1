import { asc, count, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  actions,
  eventQueue,
  events,
  signatures,
  trustedAccounts,
  unitBlocks,
  users,
} from '../../src/db/schema';
import { actionResultOf } from '../../src/routes/units/unit-schemas';
import { build, type TestApp } from '../helpers/app';
import { recordQueries } from '../helpers/record-queries';
import { PEOPLE, call, demoLedger, expectLedgerSound, issueBlock, type DemoLedger } from './ledger-helpers';

// Issue 13: the signature that completes an action knows the action it leaves (the locked row, completed
// now), so in a keyed call its events travel with the answer and COMMIT instead of in a round trip of their
// own (services/events/record-events.ts, queueEventsAtClose). The log must read as before: every event in
// the order the call recorded it, nothing of a refused call. Likewise the initiate's reservation and action
// (services/units/start-unit-action.ts): its answer is built before they are written, and must be the row.
describe('a completing signature queues its events with the answer', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let recording: ReturnType<typeof recordQueries> | undefined;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    // SkyWays' portfolio trusts Nordic's fuel account: a transfer completes at its signature.
    const [rep] = await app.database.db.select().from(users).where(eq(users.email, 'rep@skyways.example'));
    await app.database.db
      .insert(trustedAccounts)
      .values({ accountId: ledger.skyPortfolio, trustedAccountId: ledger.nordicFuel, createdBy: rep!.id });
  });
  afterEach(() => recording?.stop());
  afterAll(() => app.close());

  const startTransfer = async (blockId: string, volume = '4') => {
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume,
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    expect(started.statusCode, started.body).toBe(201);
    return started.json<{ id: string }>().id;
  };

  /** The types of the events about these actions and their blocks, in the log's order. */
  async function loggedTypes(actionIds: string[]) {
    const rows = await app.database.db
      .select({ id: actions.id, unitBlockId: actions.unitBlockId })
      .from(actions)
      .where(inArray(actions.id, actionIds));
    const about = new Map<string, string>();
    for (const row of rows) {
      about.set(row.id, row.id);
      if (row.unitBlockId) about.set(row.unitBlockId, row.id);
    }
    const logged = await app.database.db
      .select({ entityId: events.entityId, type: events.type })
      .from(events)
      .where(inArray(events.entityId, [...about.keys()]))
      .orderBy(asc(events.seq));
    // A block's issuance is logged before any of this (UnitIssued).
    return logged
      .filter((event) => event.type !== 'UnitIssued')
      .map((event) => `${about.get(event.entityId)}:${event.type}`);
  }

  it('answers the completed action as it is stored, its events logged in order', async () => {
    const actionId = await startTransfer(await issueBlock(app, ledger.nordicFuel, '10'));
    recording = recordQueries();
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`);
    recording.stop();
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<{ status: string }>().status).toBe('completed');
    // Answered from the locked row completed in memory: the same as the row read back.
    const [stored] = await app.database.db.select().from(actions).where(eq(actions.id, actionId));
    expect(signed.json()).toEqual(actionResultOf(stored!));
    expect(await loggedTypes([actionId])).toEqual(
      ['ActionStarted', 'ActionSigned', 'ActionCompleted', 'UnitTransferred'].map(
        (type) => `${actionId}:${type}`,
      ),
    );
    if (process.env.DATABASE_URL) {
      // The signatures so far were read in the opening round trip, after the lock, and the signature went
      // in with the completion: no statement of its own.
      const opening = recording.sent.filter((sent) => sent.startsWith('begin;'));
      expect(
        opening.some((sent) => /ledger_lock_action_on_block[\s\S]*ledger_signatures_so_far/.test(sent)),
      ).toBe(true);
      expect(recording.sent).toContain('ledger.sign-and-complete-with-children');
      expect(recording.sent).not.toContain('ledger.sign-action');
      // The events went with the stored answer and COMMIT; no statement of their own.
      const closing = recording.sent.filter((sent) => sent.includes('execute safc_store_answer('));
      expect(closing.some((sent) => sent.includes('execute safc_events_record('))).toBe(true);
      expect(recording.sent).not.toContain('ledger.queue-events-read-action');
    }
    await expectLedgerSound(app);
  });

  it('the initiate answers the action as its closing statement stores it; a replay answers the same', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '10');
    const key = randomUUID();
    const body = { volume: '2.5', recipientId: ledger.skyPortfolio, accountId: ledger.nordicFuel };
    recording = recordQueries();
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, body, {
      'idempotency-key': key,
    });
    recording.stop();
    expect(started.statusCode, started.body).toBe(201);
    const answer = started.json<{ id: string; volume: string; status: string }>();
    // Built before the statement ran: the defaults, the transaction's time and the volume's scale as stored.
    const [stored] = await app.database.db.select().from(actions).where(eq(actions.id, answer.id));
    expect(answer).toEqual(actionResultOf(stored!));
    expect(answer.volume).toBe('2.500');
    const [block] = await app.database.db.select().from(unitBlocks).where(eq(unitBlocks.id, blockId));
    expect(block!.reservedVolume).toBe('2.500');
    expect(await loggedTypes([answer.id])).toEqual([`${answer.id}:ActionStarted`]);
    if (process.env.DATABASE_URL) {
      // Two round trips: the opening (with the block's lock) and the close (reservation, action, answer, COMMIT).
      // Two round trips: the opening (with the block's lock), then the reservation and the action with the
      // answer and COMMIT; after it, only the seal's.
      const [opening, closing, ...after] = recording.sent;
      expect(opening).toMatch(/^begin;[\s\S]*ledger_lock_block_with_account/);
      expect(closing).toMatch(
        /ledger_reserve_and_start_action\([\s\S]*execute safc_store_answer\([\s\S]*commit$/,
      );
      expect(after.every((sent) => sent.includes('safc_seal_'))).toBe(true);
    }
    const replayed = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, body, {
      'idempotency-key': key,
    });
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toEqual(answer);
    expect(await app.database.db.select().from(actions).where(eq(actions.unitBlockId, blockId))).toHaveLength(
      1,
    );
    await expectLedgerSound(app);
  });

  it('an initiate refused after its checks leaves nothing: no reservation, no action, no event', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '10');
    const eventCount = async () => {
      const [logged] = await app.database.db.select({ count: count() }).from(events);
      const [queued] = await app.database.db.select({ count: count() }).from(eventQueue);
      return logged!.count + queued!.count;
    };
    const before = await eventCount();
    const refused = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '10.001',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    expect(refused.statusCode).toBe(409);
    const [block] = await app.database.db.select().from(unitBlocks).where(eq(unitBlocks.id, blockId));
    expect(block!.reservedVolume).toBe('0.000');
    expect(await app.database.db.select().from(actions).where(eq(actions.unitBlockId, blockId))).toEqual([]);
    expect(await eventCount()).toBe(before);
  });

  it('two signatures required: the same person cannot give both, another completes it', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '10');
    // The action takes its account's number when it starts.
    await app.database.db
      .update(accounts)
      .set({ requiredSignatures: 2 })
      .where(eq(accounts.id, ledger.nordicFuel));
    try {
      const actionId = await startTransfer(blockId);
      const first = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<{ status: string }>().status).toBe('pendingSignature');
      // Would be the last signature: tried with the completion, refused, and all of it rolled back.
      const again = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe('You have already signed this action');
      const [pending] = await app.database.db.select().from(actions).where(eq(actions.id, actionId));
      expect(pending!.status).toBe('pendingSignature');
      const second = await call(app, PEOPLE.nordicRep, 'POST', `/api/actions/${actionId}/sign`);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json<{ status: string }>().status).toBe('completed');
      const signed = await app.database.db.select().from(signatures).where(eq(signatures.actionId, actionId));
      expect(signed).toHaveLength(2);
      expect(await loggedTypes([actionId])).toEqual(
        ['ActionStarted', 'ActionSigned', 'ActionSigned', 'ActionCompleted', 'UnitTransferred'].map(
          (type) => `${actionId}:${type}`,
        ),
      );
    } finally {
      await app.database.db
        .update(accounts)
        .set({ requiredSignatures: 1 })
        .where(eq(accounts.id, ledger.nordicFuel));
    }
    await expectLedgerSound(app);
  });

  it('a batch signature logs each action’s events together, in the order it signed them', async () => {
    const actionIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      actionIds.push(await startTransfer(await issueBlock(app, ledger.nordicFuel, '10')));
    }
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', '/api/actions/batch/sign', { actionIds });
    expect(signed.statusCode, signed.body).toBe(200);
    const order = signed.json<{ actions: { id: string; status: string }[] }>().actions;
    expect(order.map((action) => action.status)).toEqual(['completed', 'completed', 'completed']);
    const logged = (await loggedTypes(actionIds)).filter((entry) => !entry.endsWith(':ActionStarted'));
    expect(logged).toEqual(
      order.flatMap(({ id }) =>
        ['ActionSigned', 'ActionCompleted', 'UnitTransferred'].map((type) => `${id}:${type}`),
      ),
    );
    await expectLedgerSound(app);
  });

  it('a batch refused part-way logs nothing of the signatures before the refusal', async () => {
    const actionIds: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      actionIds.push(await startTransfer(await issueBlock(app, ledger.nordicFuel, '10')));
    }
    // The initiator's own action cannot be signed by them: the batch is refused whole.
    const refused = await call(app, PEOPLE.nordicInitiator, 'POST', '/api/actions/batch/sign', {
      actionIds,
    });
    expect(refused.statusCode).toBe(403);
    // A batch runs its actions in the order of their blocks' ids: the later one is signed alone first, so
    // that the batch signs the earlier (its events left for the close) and then is refused at the later.
    const rows = await app.database.db
      .select({ id: actions.id, unitBlockId: actions.unitBlockId })
      .from(actions)
      .where(inArray(actions.id, actionIds));
    rows.sort((a, b) => (a.unitBlockId ?? '').localeCompare(b.unitBlockId ?? ''));
    const [earlier, later] = rows.map((row) => row.id) as [string, string];
    const signedLater = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${later}/sign`);
    expect(signedLater.statusCode, signedLater.body).toBe(200);
    const mixed = await call(app, PEOPLE.nordicApprover, 'POST', '/api/actions/batch/sign', { actionIds });
    expect(mixed.statusCode).toBe(409);
    expect(await loggedTypes([earlier])).toEqual([`${earlier}:ActionStarted`]);
    const [unsigned] = await app.database.db.select().from(actions).where(eq(actions.id, earlier));
    expect(unsigned!.status).toBe('pendingSignature');
    await expectLedgerSound(app);
  });
});
