import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, notifications } from '../../src/db/schema';
import { expireActions } from '../../src/services/actions/expire-actions';
import type { TestApp } from '../helpers/app';
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
import { recordQueries } from '../helpers/record-queries';
import { queryRows } from '../../src/db/query-rows';
import { eventTransaction, recordEvents, type NewEvent } from '../../src/services/events/record-events';
import { deliver, mailsTo, newMailsTo } from './notification-helpers';
import { registryOf } from '../../src/routes/account/caller-of';
import { deliverNotifications } from '../../src/services/notifications/deliver-notifications';
import type { Mailer } from '../../src/mail/mailer';

// Issue 12 "Notifications": "your action is required" to each person who can act, the initiator's mail when
// the action ends, a reminder 24 hours before a transfer expires, each person's preference, read from the
// development mail folder. A mail names only what its reader's company may see.

const SKY_PEOPLE = [PEOPLE.skyInitiator, PEOPLE.skyApprover, 'rep@skyways.example'];

describe('notification mails (issue 12)', () => {
  let app: TestApp;
  let dataDir: string;
  let ledger: DemoLedger;
  let nordicNames: string[];
  const count = async (email: string) => (await mailsTo(dataDir, email)).length;

  beforeAll(async () => {
    ({ app, dataDir } = await buildWithFolders());
    ledger = await demoLedger(app);
    // What the demo seed left pending is notified first, so each test starts from a quiet outbox.
    await deliver(app);
    nordicNames = ['Nordic', ledger.nordic, ledger.nordicFuel, ledger.nordicTrading];
  });
  afterAll(() => app.close());

  /** A fresh 100 t block in Nordic's fuel account, its issuance mails already delivered. */
  async function freshBlock() {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    await deliver(app);
    return blockId;
  }

  async function startTransfer(volume = '30', blockId?: string) {
    blockId ??= await freshBlock();
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume,
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    expect(started.statusCode, started.body).toBe(201);
    return started.json<{ id: string; expiresAt: string }>();
  }

  it('a transfer: its signer, then the receiving acceptors, then its initiator are mailed, each with a link to the screen', async () => {
    const blockId = await freshBlock();
    const approverBefore = await count(PEOPLE.nordicApprover);
    const initiatorBefore = await count(PEOPLE.nordicInitiator);
    const action = await startTransfer('30', blockId);
    await deliver(app);

    const [toSign, ...more] = await newMailsTo(dataDir, PEOPLE.nordicApprover, approverBefore);
    expect(more).toHaveLength(0);
    expect(toSign!.subject).toBe('Your action is required: sign a transfer of 30 t');
    // The link names the company, the account and the action: the screen opens exactly there.
    const link = `http://registry.test/holdings?companyId=${ledger.nordic}&accountId=${ledger.nordicFuel}&tab=pendingActions&actionId=${action.id}`;
    expect(toSign!.text).toContain(`Review and sign:\n${link}`);
    expect(toSign!.text).toContain('Erik Hansen started a transfer of 30 t');
    // The HTML part says the same and links to the same screen.
    expect(toSign!.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    // The initiator cannot sign their own action: nothing for them yet.
    expect(await count(PEOPLE.nordicInitiator)).toBe(initiatorBefore);

    const skyBefore = await Promise.all(SKY_PEOPLE.map(count));
    expect(
      (await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${action.id}/sign`)).statusCode,
    ).toBe(200);
    await deliver(app);
    const skyMails = await Promise.all(
      SKY_PEOPLE.map((email, i) => newMailsTo(dataDir, email, skyBefore[i]!)),
    );
    // The acceptors of the receiving account (decision 019), not the representative without membership.
    expect(skyMails.map((mails) => mails.map((mail) => mail.subject))).toEqual([
      ['Your action is required: accept an incoming transfer of 30 t'],
      ['Your action is required: accept an incoming transfer of 30 t'],
      [],
    ]);
    const incoming = skyMails[0]![0]!;
    expect(incoming.text).toContain(
      `http://registry.test/holdings?companyId=${ledger.skyWays}&accountId=${ledger.skyPortfolio}&tab=pendingActions&actionId=${action.id}`,
    );
    expect(incoming.text).toContain('SkyWays Airlines - SAF Portfolio');
    // No mail leaks another company's data: the sender's company, accounts and units stay out.
    for (const leak of nordicNames) {
      expect(incoming.text).not.toContain(leak);
      expect(incoming.html).not.toContain(leak);
    }
    expect(incoming.text).not.toMatch(/SAFCA-\d{4}-\d+/);

    expect((await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${action.id}/accept`)).statusCode).toBe(
      200,
    );
    await deliver(app);
    const [done] = await newMailsTo(dataDir, PEOPLE.nordicInitiator, initiatorBefore);
    expect(done!.subject).toBe('Your transfer of 30 t was completed');
    expect(done!.text).toContain(
      `http://registry.test/holdings?companyId=${ledger.nordic}&accountId=${ledger.nordicFuel}`,
    );
    expect(done!.text).not.toContain('SkyWays');

    // The job runs again and again: nobody hears twice.
    const after = await Promise.all(
      [PEOPLE.nordicApprover, PEOPLE.nordicInitiator, ...SKY_PEOPLE].map(count),
    );
    await deliver(app);
    expect(
      await Promise.all([PEOPLE.nordicApprover, PEOPLE.nordicInitiator, ...SKY_PEOPLE].map(count)),
    ).toEqual(after);
  });

  it("an issuance awaiting approval mails the administrators; /api/actions/{id}/approve mails its initiator with the administrator's comment", async () => {
    const adminBefore = await count(PEOPLE.admin);
    const submitted = await submitIssue(
      app,
      PEOPLE.nordicInitiator,
      issueForm(ledger.nordicFuel, { quantityMT: '12.5' }),
    );
    const { issuanceId, action } = submitted.json<{ issuanceId: string; action: { id: string } }>();
    const actionId = action.id;
    expect((await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`)).statusCode).toBe(
      200,
    );
    await deliver(app);
    const [approval] = await newMailsTo(dataDir, PEOPLE.admin, adminBefore);
    expect(approval!.subject).toBe(
      'Your action is required: approve an issuance of 12.5 t by Nordic Renewable Fuels AS',
    );
    expect(approval!.text).toContain(`http://registry.test/actions?actionId=${actionId}`);

    const initiatorBefore = await count(PEOPLE.nordicInitiator);
    expect((await call(app, PEOPLE.admin, 'POST', `/api/actions/${actionId}/approve`)).statusCode).toBe(200);
    await deliver(app);
    const [approved] = await newMailsTo(dataDir, PEOPLE.nordicInitiator, initiatorBefore);
    expect(approved!.subject).toBe('Your issue of 12.5 t was approved');
    // It links to the issuance's own page, in its company (decision 136).
    expect(approved!.text).toContain(
      `http://registry.test/issuance/${issuanceId}?companyId=${ledger.nordic}`,
    );

    // Rejected through the requests review: one mail, with the comment.
    const second = await submitIssue(
      app,
      PEOPLE.nordicInitiator,
      issueForm(ledger.nordicFuel, { quantityMT: '7' }),
    );
    const secondId = second.json<{ action: { id: string } }>().action.id;
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${secondId}/sign`);
    const listed = (
      await call(app, PEOPLE.admin, 'GET', '/api/requests?kind=IssueApprovalRequest&status=pending')
    ).json<{
      items: { id: string }[];
    }>();
    const beforeReject = await count(PEOPLE.nordicInitiator);
    await call(app, PEOPLE.admin, 'POST', `/api/requests/${listed.items[0]!.id}/reject`, {
      comment: 'Certificate expired',
    });
    await deliver(app);
    const rejected = await newMailsTo(dataDir, PEOPLE.nordicInitiator, beforeReject);
    expect(rejected.map((mail) => mail.subject)).toEqual(['Your issue of 7 t was rejected']);
    expect(rejected[0]!.text).toContain("The registry administrator's comment: Certificate expired");
  });

  it('each person chooses every event, a daily digest or none; administrators cannot turn approval mails off', async () => {
    const settings = await call(app, PEOPLE.skyApprover, 'GET', '/api/profile/notifications');
    expect(settings.json()).toEqual({
      preference: 'everyEvent',
      approvalMailsAlwaysSent: false,
      digestHourUtc: 6,
    });
    const invalid = await call(app, PEOPLE.skyApprover, 'PUT', '/api/profile/notifications', {
      preference: 'hourly',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ statusCode: 400, errorId: expect.any(String) });
    expect(invalid.json().message).toContain('preference');

    expect(
      (
        await call(app, PEOPLE.skyApprover, 'PUT', '/api/profile/notifications', { preference: 'none' })
      ).json(),
    ).toMatchObject({ preference: 'none' });
    expect(
      (
        await call(app, PEOPLE.skyInitiator, 'PUT', '/api/profile/notifications', {
          preference: 'dailyDigest',
        })
      ).json(),
    ).toMatchObject({ preference: 'dailyDigest' });
    expect(
      (await call(app, PEOPLE.admin, 'PUT', '/api/profile/notifications', { preference: 'none' })).json(),
    ).toEqual({ preference: 'none', approvalMailsAlwaysSent: true, digestHourUtc: 6 });

    const before = await Promise.all([PEOPLE.skyApprover, PEOPLE.skyInitiator, PEOPLE.admin].map(count));
    const action = await startTransfer('4');
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${action.id}/sign`);
    const submitted = await submitIssue(
      app,
      PEOPLE.nordicInitiator,
      issueForm(ledger.nordicFuel, { quantityMT: '3' }),
    );
    await call(
      app,
      PEOPLE.nordicApprover,
      'POST',
      `/api/actions/${submitted.json<{ action: { id: string } }>().action.id}/sign`,
    );
    await deliver(app);
    const [none, digest, admin] = await Promise.all(
      [PEOPLE.skyApprover, PEOPLE.skyInitiator, PEOPLE.admin].map((email, i) =>
        newMailsTo(dataDir, email, before[i]!),
      ),
    );
    expect(none).toHaveLength(0);
    expect(digest).toHaveLength(0);
    expect(admin!.map((mail) => mail.subject)).toContain(
      'Your action is required: approve an issuance of 3 t by Nordic Renewable Fuels AS',
    );

    // The digest goes out once the next digest hour has passed, one mail per company, then never again.
    const tomorrow = new Date(Date.now() + 30 * 3_600_000);
    await deliver(app, tomorrow);
    const digests = await newMailsTo(dataDir, PEOPLE.skyInitiator, before[1]!);
    // Run as of tomorrow, the job also reminds of a demo transfer then near its expiry: both are listed.
    expect(digests.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your SAFc Registry digest: \d+ notifications? for SkyWays Airlines Ltd$/),
    ]);
    expect(digests[0]!.text).toContain('Your action is required: accept an incoming transfer of 4 t');
    expect(digests[0]!.text).toContain(
      `http://registry.test/holdings?companyId=${ledger.skyWays}&accountId=${ledger.skyPortfolio}&tab=pendingActions&actionId=`,
    );
    await deliver(app, tomorrow);
    expect(await count(PEOPLE.skyInitiator)).toBe(before[1]! + 1);

    for (const email of [PEOPLE.skyApprover, PEOPLE.skyInitiator, PEOPLE.admin])
      await call(app, email, 'PUT', '/api/profile/notifications', { preference: 'everyEvent' });
  });

  it('24 hours before a transfer expires its signers and initiator are reminded once; on expiry the initiator is told', async () => {
    const action = await startTransfer('2');
    await deliver(app);
    const before = await Promise.all(
      [PEOPLE.nordicApprover, PEOPLE.nordicInitiator, PEOPLE.nordicRep].map(count),
    );
    // Pretend 49 of its 72 hours have passed.
    await app.database.db
      .update(actions)
      .set({ expiresAt: sql`now() + interval '23 hours'` })
      .where(eq(actions.id, action.id));
    await deliver(app);
    await deliver(app);
    const [approver, initiator, representative] = await Promise.all(
      [PEOPLE.nordicApprover, PEOPLE.nordicInitiator, PEOPLE.nordicRep].map((email, i) =>
        newMailsTo(dataDir, email, before[i]!),
      ),
    );
    // The representative has full access to the account: a signer too.
    expect(representative).toHaveLength(1);
    expect(approver!.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Reminder: a pending transfer of 2 t expires on \d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
    ]);
    expect(approver![0]!.text).toContain('still awaits your signature');
    expect(initiator!).toHaveLength(1);
    expect(initiator![0]!.text).toContain('is still awaiting signature');
    const reminders = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.actionId, action.id));
    expect(reminders.filter((row) => row.kind === 'expiryReminder')).toHaveLength(3);

    const expiredAt = new Date(Date.now() + 24 * 3_600_000);
    expect((await expireActions(app.database.db, expiredAt)).expired).toBeGreaterThanOrEqual(1);
    await deliver(app);
    const told = await newMailsTo(dataDir, PEOPLE.nordicInitiator, before[1]! + 1);
    expect(told.map((mail) => mail.subject)).toEqual(['Your transfer of 2 t was expired']);
  });
  it('the events of several transfers are notified together: their actions read in one query, their mails in one insert', async () => {
    const blocks = [await freshBlock(), await freshBlock(), await freshBlock()];
    const before = await count(PEOPLE.nordicApprover);
    const started: string[] = [];
    for (const blockId of blocks) started.push((await startTransfer('10', blockId)).id);
    const recording = recordQueries();
    try {
      await deliver(app);
    } finally {
      recording.stop();
    }
    // Each start asks Nordic's approver to sign, one mail per transfer as before.
    const mails = await newMailsTo(dataDir, PEOPLE.nordicApprover, before);
    expect(mails.map((mail) => mail.subject)).toEqual(
      Array(3).fill('Your action is required: sign a transfer of 10 t'),
    );
    // Issue 13: one action query and one insert per event cost the ledger benchmark 1.4 round trips per
    // transfer; a batch reads its events, its actions and writes its rows with one statement each. The
    // recorder sees the pool's queries by their prepared names, so PostgreSQL only.
    if (process.env.DATABASE_URL) {
      const named = (name: string) => recording.sent.filter((sent) => sent === name);
      expect(named('safc_notified_actions')).toHaveLength(1);
      expect(named('safc_insert_claimed_notices')).toHaveLength(1);
      expect(named('safc_insert_notices')).toHaveLength(0);
    }
    // The run mailed the rows it wrote (inserted claimed, one attempt), not read back out of the outbox.
    const written = await app.database.db
      .select({ sentAt: notifications.sentAt, attempts: notifications.attempts })
      .from(notifications)
      .where(and(inArray(notifications.actionId, started), eq(notifications.delivery, 'now')));
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(written.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('a mail that fails as the run that wrote it sends it stays claimed, and goes once the claim has expired', async () => {
    const blockId = await freshBlock();
    const before = await count(PEOPLE.nordicApprover);
    const started = await startTransfer('7', blockId);
    const down: Mailer = {
      send: () => Promise.reject(new Error('the mail server is down')),
    };
    const run = await deliverNotifications({ ...registryOf(app), mailer: down });
    expect(run.notifications).toBeGreaterThanOrEqual(1);
    expect(run.sent).toBe(0);
    const rowOf = async () => {
      const [row] = await app.database.db
        .select({ sentAt: notifications.sentAt, attempts: notifications.attempts })
        .from(notifications)
        .where(sql`${notifications.actionId} = ${started.id} and ${notifications.kind} = 'actionRequired'
          and ${notifications.subject} = 'Your action is required: sign a transfer of 7 t'`);
      return row;
    };
    expect(await rowOf()).toEqual({ sentAt: null, attempts: 1 });
    // The next run leaves it to its claim: nobody is mailed twice by two senders.
    await deliver(app);
    expect(await count(PEOPLE.nordicApprover)).toBe(before);
    // Once the claim has expired (the sender died, or its mail server refused), a run sends it.
    await app.database.db.execute(
      sql`update notifications set claimed_at = now() - interval '6 minutes' where action_id = ${started.id}`,
    );
    await deliver(app);
    const mails = await newMailsTo(dataDir, PEOPLE.nordicApprover, before);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your action is required: sign a transfer of 7 t']);
    expect(await rowOf()).toMatchObject({ attempts: 2 });
    expect((await rowOf())?.sentAt).not.toBeNull();
  });

  it('a run reads on past its first batch: 450 events that mail nobody, then a transfer that mails its signer once', async () => {
    const blockId = await freshBlock();
    // Real events of the sealed chain that call for no mail (a profile changed), more than two batches' worth.
    const quiet: NewEvent[] = Array.from({ length: 450 }, (_, index) => ({
      type: 'UserUpdated',
      entityType: 'user',
      entityId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      payload: { changes: {} },
    }));
    await eventTransaction(app.database.db, (tx) => recordEvents(tx, quiet));
    const before = await count(PEOPLE.nordicApprover);
    await startTransfer('10', blockId);
    const run = await deliver(app);
    expect(run.events).toBeGreaterThanOrEqual(451);
    const [position] = await queryRows<{ behind: string }>(
      app.database.db,
      sql`select ((select max(seq) from events) - last_event_seq)::text as behind from notification_state`,
    );
    expect(Number(position?.behind)).toBe(0);
    const mails = await newMailsTo(dataDir, PEOPLE.nordicApprover, before);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your action is required: sign a transfer of 10 t']);
    // Nothing is read twice: the next run finds nothing new.
    expect((await deliver(app)).events).toBe(0);
  });
});
