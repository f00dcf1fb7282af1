import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { registryOf } from '../../src/routes/account/caller-of';
import { deliverNotifications } from '../../src/services/notifications/deliver-notifications';
import type { TestApp } from '../helpers/app';
import type { SecondInstance } from '../helpers/second-instance';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';
import { mailsTo } from '../notifications/notification-helpers';
import { buildWithFolders } from '../onboarding/registration-helpers';

// Issue 12: the notifier and the digest job run in every API process and must work once across them
// (DESIGN §10): each event is read by one notifier (advisory lock and a cursor), each outbox row and each
// digest is claimed by one sender (SKIP LOCKED). Two API instances with pools of their own on one PostgreSQL
// run the job at the same moment, again and again; every person gets each mail once.
const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)('notifications with two API instances on one PostgreSQL', () => {
  let app: TestApp;
  let second: SecondInstance;
  let dataDir: string;
  let ledger: DemoLedger;

  beforeAll(async () => {
    ({ app, dataDir } = await buildWithFolders());
    const database = await openDatabase({ databaseUrl: app.database.pool!.options.connectionString! });
    second = await buildApp({ config: app.config, database });
    second.addHook('onClose', () => database.close());
    ledger = await demoLedger(app);
  });
  afterAll(async () => {
    await second?.close();
    await app?.close();
  });

  /** Both instances run the job at once, three times over. */
  async function deliverOnBoth(now?: Date) {
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([
        deliverNotifications(registryOf(app), now),
        deliverNotifications(registryOf(second as unknown as TestApp), now),
      ]);
    }
  }

  it('each "your action is required" mail and each digest goes out once', async () => {
    await deliverOnBoth();
    await call(app, PEOPLE.skyInitiator, 'PUT', '/api/profile/notifications', { preference: 'dailyDigest' });
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const before = await Promise.all(
      [PEOPLE.nordicApprover, PEOPLE.skyApprover, PEOPLE.skyInitiator].map(
        async (email) => (await mailsTo(dataDir, email)).length,
      ),
    );
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '5',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    expect(started.statusCode, started.body).toBe(201);
    const actionId = started.json<{ id: string }>().id;
    await deliverOnBoth();
    expect((await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`)).statusCode).toBe(
      200,
    );
    await deliverOnBoth();

    const subjects = async (email: string, from: number) =>
      (await mailsTo(dataDir, email)).slice(from).map((mail) => mail.subject);
    expect(await subjects(PEOPLE.nordicApprover, before[0]!)).toEqual([
      'Your action is required: sign a transfer of 5 t',
    ]);
    expect(await subjects(PEOPLE.skyApprover, before[1]!)).toEqual([
      'Your action is required: accept an incoming transfer of 5 t',
    ]);
    expect(await subjects(PEOPLE.skyInitiator, before[2]!)).toEqual([]);

    await deliverOnBoth(new Date(Date.now() + 30 * 3_600_000));
    const digests = await subjects(PEOPLE.skyInitiator, before[2]!);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatch(/^Your SAFc Registry digest: \d+ notifications? for SkyWays Airlines Ltd$/);
  });
});
