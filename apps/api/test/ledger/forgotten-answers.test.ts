import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, idempotencyKeys } from '../../src/db/schema';
import { forgetOldAnswers } from '../../src/services/idempotency/forget-old-answers';
import { build, injectAs, type TestApp } from '../helpers/app';
import {
  PEOPLE,
  blockOf,
  demoLedger,
  expectLedgerSound,
  issueBlock,
  type DemoLedger,
} from './ledger-helpers';

const DAY = 86_400_000;

// Decision 083: an answer stored under an Idempotency-Key is replayed for IDEMPOTENT_ANSWERS_KEPT_DAYS (30 in
// tests), then forgotten; the key stays, so a retry later than that is refused and never runs twice.
describe('Idempotency-Key answers are kept for a while, the keys for good', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let blockId: string;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    blockId = await issueBlock(app, ledger.nordicFuel, '10');
  });
  afterAll(() => app.close());

  const transfer = (key: string, volume = '3') =>
    injectAs(app, PEOPLE.nordicInitiator, {
      method: 'POST',
      url: `/api/units/${blockId}/transfer`,
      payload: { volume, recipientId: ledger.skyPortfolio, accountId: ledger.nordicFuel },
      headers: { 'idempotency-key': key },
    });
  const keyRow = async (key: string) => {
    const [row] = await app.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    return row;
  };

  it('replays within the days kept; after them refuses, naming the call, and does not run it again', async () => {
    const key = randomUUID();
    const first = await transfer(key);
    expect(first.statusCode).toBe(201);

    expect(await forgetOldAnswers(app.database.db, 30, new Date(Date.now() + 29 * DAY))).toEqual({
      forgotten: 0,
    });
    const replay = await transfer(key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const { forgotten } = await forgetOldAnswers(app.database.db, 30, new Date(Date.now() + 31 * DAY));
    expect(forgotten).toBeGreaterThanOrEqual(1);
    expect(await keyRow(key)).toMatchObject({ statusCode: 201, response: null });

    const late = await transfer(key);
    expect(late.statusCode).toBe(409);
    const path = `/api/units/${blockId}/transfer`;
    expect(late.json()).toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(
        new RegExp(
          `^This Idempotency-Key was used on \\d{4}-\\d\\d-\\d\\d for POST ${path}, which answered 201; answers are kept 30 days`,
        ),
      ),
      details: { key, statusCode: 201 },
    });
    expect(late.json().errorId).toEqual(expect.any(String));
    // The transfer ran once: one action, 3 t reserved.
    const started = await app.database.db
      .select()
      .from(actions)
      .where(and(eq(actions.unitBlockId, blockId), eq(actions.volume, '3.000')));
    expect(started).toHaveLength(1);
    expect(await blockOf(app, blockId)).toMatchObject({ reservedVolume: '3.000' });
    // The same key with another request is still told so first.
    expect((await transfer(key, '4')).statusCode).toBe(422);
    await expectLedgerSound(app);
  });

  it('forgets nothing twice, and a new key is answered as ever', async () => {
    expect(await forgetOldAnswers(app.database.db, 30, new Date(Date.now() + 31 * DAY))).toEqual({
      forgotten: 0,
    });
    const fresh = await transfer(randomUUID(), '1');
    expect(fresh.statusCode).toBe(201);
  });
});
