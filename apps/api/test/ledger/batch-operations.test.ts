import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, events, signatures, unitBlocks } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import {
  PEOPLE,
  blockOf,
  call,
  demoLedger,
  expectLedgerSound,
  issueBlock,
  type DemoLedger,
} from './ledger-helpers';

// Issue 12 "Batch" (docs/decisions/042): several blocks transferred or claimed in one go, one signature
// act, all or none; overlapping batches never spend a block twice.
describe('Batch transfer and claim', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  const blocks = async (count: number, quantity = '10') => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) ids.push(await issueBlock(app, ledger.nordicFuel, quantity));
    return ids;
  };
  const transfer = (blockIds: string[]) =>
    call(app, PEOPLE.nordicInitiator, 'POST', '/api/units/batch/transfer', {
      blockIds,
      accountId: ledger.nordicFuel,
      recipientId: ledger.skyPortfolio,
    });

  it('transfers several blocks with one signature act and one acceptance, every event naming the batch', async () => {
    const ids = await blocks(3);
    const started = await transfer(ids);
    expect(started.statusCode, started.body).toBe(201);
    const { batchId, actions: started3 } = started.json();
    expect(started3).toHaveLength(3);
    const startedEvents = await app.database.db
      .select()
      .from(events)
      .where(sql`${events.type} = 'ActionStarted' and ${events.payload}->'batch'->>'id' = ${batchId}`);
    expect(startedEvents).toHaveLength(3);
    const serials = await Promise.all(ids.map(async (id) => (await blockOf(app, id))!.serial));
    for (const event of startedEvents) {
      expect([...(event.payload as { batch: { serials: string[] } }).batch.serials].sort()).toEqual(
        [...serials].sort(),
      );
    }
    const actionIds = started3.map((action: { id: string }) => action.id);
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', '/api/actions/batch/sign', { actionIds });
    expect(signed.statusCode, signed.body).toBe(200);
    const afterSign = signed.json().actions.map((action: { status: string }) => action.status);
    expect(new Set(afterSign).size).toBe(1);
    if (afterSign[0] === 'pendingAcceptance') {
      const accepted = await call(app, PEOPLE.skyApprover, 'POST', '/api/actions/batch/accept', {
        actionIds,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().actions.map((action: { status: string }) => action.status)).toEqual([
        'completed',
        'completed',
        'completed',
      ]);
    }
    for (const id of ids) expect((await blockOf(app, id))!.status).toBe('superseded');
    await expectLedgerSound(app);
  });

  it('claims several blocks with the same details', async () => {
    const ids = await blocks(2);
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', '/api/units/batch/claim', {
      blockIds: ids,
      accountId: ledger.nordicFuel,
      retirementYear: new Date().getUTCFullYear(),
      retirementCountry: 'NO',
    });
    expect(started.statusCode, started.body).toBe(201);
    const actionIds = started.json().actions.map((action: { id: string }) => action.id);
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', '/api/actions/batch/sign', { actionIds });
    expect(signed.json().actions.map((action: { status: string }) => action.status)).toEqual([
      'completed',
      'completed',
    ]);
    const retired = await app.database.db
      .select({ id: unitBlocks.id })
      .from(unitBlocks)
      .where(inArray(unitBlocks.parentId, ids));
    expect(retired).toHaveLength(2);
    await expectLedgerSound(app);
  });

  it('all or none: one block that cannot go refuses the batch and starts nothing', async () => {
    const ids = await blocks(2);
    const single = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${ids[1]}/transfer`, {
      volume: '10',
      accountId: ledger.nordicFuel,
      recipientId: ledger.skyPortfolio,
    });
    expect(single.statusCode, single.body).toBe(201);
    const refused = await transfer(ids);
    expect(refused.statusCode, refused.body).toBe(409);
    // The refusal names the block that held the batch back, so the web can say which one and why.
    const held = (await blockOf(app, ids[1]!))!;
    expect(refused.json().message).toMatch(new RegExp(`^${held.serial}: `));
    expect(refused.json().details).toMatchObject({ blockId: ids[1], serial: held.serial });
    const onFirst = await app.database.db.select().from(actions).where(eq(actions.unitBlockId, ids[0]!));
    expect(onFirst).toHaveLength(0);
    expect((await blockOf(app, ids[0]!))!.reservedVolume).toBe('0.000');
    // A signer who may not sign one of them signs none.
    const other = await transfer([ids[0]!, (await blocks(1))[0]!]);
    const actionIds = [...other.json().actions.map((action: { id: string }) => action.id), single.json().id];
    const selfSigned = await call(app, PEOPLE.nordicInitiator, 'POST', '/api/actions/batch/sign', {
      actionIds,
    });
    // The initiator may sign nothing at all: refused before the body is read (decision 093).
    expect(selfSigned.statusCode, selfSigned.body).toBe(403);
    const signed = await app.database.db
      .select()
      .from(signatures)
      .where(inArray(signatures.actionId, actionIds));
    expect(signed).toHaveLength(0);
    const badBody = await transfer([ids[0]!]);
    expect(badBody.statusCode).toBe(400);
  });

  it('rejecting or cancelling one action of a batch leaves the others pending (docs/decisions/042)', async () => {
    const started = await transfer(await blocks(3));
    expect(started.statusCode, started.body).toBe(201);
    const [rejected, cancelled, kept] = started.json().actions.map((action: { id: string }) => action.id) as [
      string,
      string,
      string,
    ];
    const reject = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${rejected}/reject`, {
      comment: 'Not this one',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const cancel = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/actions/${cancelled}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const rows = await app.database.db
      .select({ id: actions.id, status: actions.status })
      .from(actions)
      .where(inArray(actions.id, [rejected, cancelled, kept]));
    const statusOf = (id: string) => rows.find((row) => row.id === id)?.status;
    expect([statusOf(rejected), statusOf(cancelled), statusOf(kept)]).toEqual([
      'rejected',
      'cancelled',
      'pendingSignature',
    ]);
    // The one left is signed alone; the batch's other two are refused by name, not silently skipped.
    const again = await call(app, PEOPLE.nordicApprover, 'POST', '/api/actions/batch/sign', {
      actionIds: [kept, rejected],
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().details).toMatchObject({ actionId: rejected });
    const alone = await call(app, PEOPLE.nordicApprover, 'POST', '/api/actions/batch/sign', {
      actionIds: [kept],
    });
    expect(alone.statusCode, alone.body).toBe(200);
    await expectLedgerSound(app);
  });

  it('overlapping batches racing each other never reserve a block twice', async () => {
    const ids = await blocks(6, '5');
    // Eight batches of three blocks each, every pair of neighbours sharing blocks, sent at once.
    const batches = Array.from({ length: 8 }, (_, i) => [ids[i % 6]!, ids[(i + 1) % 6]!, ids[(i + 3) % 6]!]);
    const answers = await Promise.all(batches.map((batch) => transfer(batch)));
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    const won = answers.flatMap((answer, i) => (answer.statusCode === 201 ? [batches[i]!] : []));
    expect(won.length).toBeGreaterThan(0);
    const spent = won.flat();
    expect(new Set(spent).size).toBe(spent.length);
    const pending = await app.database.db.select().from(actions).where(inArray(actions.unitBlockId, ids));
    expect(pending).toHaveLength(spent.length);
    for (const id of ids) {
      const block = (await blockOf(app, id))!;
      expect(block.reservedVolume).toBe(spent.includes(id) ? '5.000' : '0.000');
    }
    // Signing the winners at once completes each block once.
    const signedAll = await Promise.all(
      won.map((_, i) =>
        call(app, PEOPLE.nordicApprover, 'POST', '/api/actions/batch/sign', {
          actionIds: answers
            .filter((answer) => answer.statusCode === 201)
            [i]!.json()
            .actions.map((action: { id: string }) => action.id),
        }),
      ),
    );
    for (const signed of signedAll) expect(signed.statusCode, signed.body).toBe(200);
    await expectLedgerSound(app);
  });
});
