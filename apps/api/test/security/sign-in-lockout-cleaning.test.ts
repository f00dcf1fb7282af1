import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { startExpireUnitsJob } from '../../src/jobs/expire-units-job';
import { UNKNOWN_ADDRESS_LOCK_DAYS } from '../../src/services/sign-in-lockout/clean-sign-in-lockouts';
import { build, type TestApp } from '../helpers/app';

// Decision 031: the minute's housekeeping job deletes what no sign-in needs: failure counts whose window
// ended without a lock, and locks of addresses nobody has once they are UNKNOWN_ADDRESS_LOCK_DAYS old. A
// lock of a registry user's or an identity account's address stays until an administrator lifts it.
describe('the scheduled job cleans sign-in lockouts no sign-in needs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const lockout = (email: string, failures: number, windowEnds: string, lockedAt: string | null) =>
    app.database.db.execute(
      sql`insert into sign_in_lockouts (email, failures, window_ends, locked_at)
          values (${email}, ${failures}, now() + ${windowEnds}::interval,
                  ${lockedAt === null ? null : sql`now() + ${lockedAt}::interval`})`,
    );
  const remaining = async () =>
    (
      await queryRows<{ email: string }>(
        app.database.db,
        sql`select email from sign_in_lockouts order by email`,
      )
    ).map((row) => row.email);

  it('deletes ended counts and old locks of unknown addresses, keeps the rest', async () => {
    const old = `-${UNKNOWN_ADDRESS_LOCK_DAYS + 1} days`;
    await lockout('a-unknown-old@example.com', 10, old, old);
    await lockout('b-unknown-recent@example.com', 10, '-1 day', `-${UNKNOWN_ADDRESS_LOCK_DAYS - 1} days`);
    await lockout('readonly@nordicfuels.example', 10, '-60 days', '-60 days'); // a registry user
    await lockout('stranger@example.com', 10, '-60 days', '-60 days'); // an identity account only
    await lockout('c-counting-ended@example.com', 3, '-1 minute', null);
    await lockout('d-counting-now@example.com', 3, '10 minutes', null);

    const stop = startExpireUnitsJob(app, 50);
    try {
      for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
        if ((await remaining()).length === 4) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await stop();
    }
    expect(await remaining()).toEqual([
      'b-unknown-recent@example.com',
      'd-counting-now@example.com',
      'readonly@nordicfuels.example',
      'stranger@example.com',
    ]);
  });
});
