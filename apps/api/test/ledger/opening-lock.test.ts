import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app';
import { recordQueries } from '../helpers/record-queries';
import { PEOPLE, call, demoLedger, expectLedgerSound, issueBlock, type DemoLedger } from './ledger-helpers';

const serverUrl = process.env.DATABASE_URL;

// Issue 13, docs/decisions/056: a keyed ledger call sends its first lock in the round trip that opens its
// transaction (BEGIN, session, claim, savepoint), and its service uses those rows instead of locking again.
// On PGlite there is no pool and no such round trip: the services lock as they always did.
describe.skipIf(!serverUrl)('the first lock travels with the claim (PostgreSQL)', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let recording: ReturnType<typeof recordQueries> | undefined;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterEach(() => recording?.stop());
  afterAll(() => app.close());

  /** A transfer of `volume` t of the block to SkyWays' portfolio, started by Nordic's initiator. */
  const startTransfer = (blockId: string, volume: string, headers?: Record<string, string>) =>
    call(
      app,
      PEOPLE.nordicInitiator,
      'POST',
      `/api/units/${blockId}/transfer`,
      { volume, recipientId: ledger.skyPortfolio, accountId: ledger.nordicFuel },
      headers,
    );

  it('a transfer and its signature each lock once, in their opening round trip', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '10');
    recording = recordQueries();
    const started = await startTransfer(blockId, '4');
    expect(started.statusCode, started.body).toBe(201);
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${started.json().id}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    recording.stop();

    const opening = recording.sent.filter((text) => text.startsWith('begin;'));
    expect(opening.some((text) => text.includes('execute ledger_lock_block_with_account('))).toBe(true);
    expect(opening.some((text) => text.includes('execute ledger_lock_action_on_block('))).toBe(true);
    expect(recording.sent).not.toContain('ledger.lock-block-with-account');
    expect(recording.sent).not.toContain('ledger.lock-action-on-block');
    await expectLedgerSound(app);
  });

  it('a refused call leaves the block as it was, and the next call locks it again', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '10');
    // Too much volume: refused after the block was locked with the claim; the refusal rolls back to the
    // claim, which lets the lock go.
    const refused = await startTransfer(blockId, '11');
    expect(refused.statusCode, refused.body).toBe(409);
    const started = await startTransfer(blockId, '10');
    expect(started.statusCode, started.body).toBe(201);
    await expectLedgerSound(app);
  });

  it('a replayed key answers the stored answer and starts nothing more', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '10');
    const key = { 'idempotency-key': `opening-lock-${blockId}` };
    const first = await startTransfer(blockId, '2', key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await startTransfer(blockId, '2', key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const pending = await startTransfer(blockId, '8');
    expect(pending.statusCode, pending.body).toBe(201);
    await expectLedgerSound(app);
  });
});
