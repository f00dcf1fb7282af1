import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, expectLedgerSound, issueBlock, type DemoLedger } from './ledger-helpers';

const serverUrl = process.env.DATABASE_URL;

// Authentication records a token's last use (due once a minute) on the pool before the call's transaction
// takes its connection. When a keyed call read its session inside its claim and held that connection, a
// pool's worth of such calls waited for a connection none of them would let go: every one stalled for the
// pool's 10 s connect timeout and answered 503 (the ledger benchmark's first seconds, issue 13).
describe.skipIf(!serverUrl)(
  'calls whose token use is due, more of them than the pool has connections',
  () => {
    let app: TestApp;
    let ledger: DemoLedger;
    beforeAll(async () => {
      process.env.DATABASE_POOL_SIZE = '2';
      try {
        app = await build();
      } finally {
        delete process.env.DATABASE_POOL_SIZE;
      }
      ledger = await demoLedger(app);
    });
    afterAll(() => app.close());

    const lastUses = () =>
      queryRows<{ due: boolean }>(
        app.database.db,
        sql`select (last_used_at is null) as due from tokens t join users u on u.id = t.user_id
           where u.email = ${PEOPLE.nordicInitiator}`,
      );

    it('all answer, none waits for a connection, and the use is recorded afterwards', async () => {
      const blockId = await issueBlock(app, ledger.nordicFuel, '10');
      await app.database.db.execute(
        sql`update tokens set last_used_at = null
           where user_id = (select id from users where email = ${PEOPLE.nordicInitiator})`,
      );
      expect((await lastUses()).every((token) => token.due)).toBe(true);

      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
            volume: '1',
            recipientId: ledger.skyPortfolio,
            accountId: ledger.nordicFuel,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
      await expect.poll(async () => (await lastUses()).some((token) => !token.due)).toBe(true);
      await expectLedgerSound(app);
    });
  },
);
