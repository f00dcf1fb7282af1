import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger } from '../ledger/ledger-helpers';
import { ADMIN, buildWithFolders, filesUnder } from '../onboarding/registration-helpers';

// Decision 029's request mails follow each person's notification preference (decision 033): none sends
// nothing, a daily digest queues the mail for the digest; an administrator's approval mail always goes.
describe('request mails honour the notification preference', () => {
  let app: TestApp;
  let dataDir: string;
  let nordic: string;
  beforeAll(async () => {
    ({ app, dataDir } = await buildWithFolders());
    nordic = (await demoLedger(app)).nordic;
  });
  afterAll(() => app.close());

  const mailsTo = async (email: string) =>
    Promise.all(
      (await filesUnder(`${dataDir}/mail`))
        .filter((file) => file.endsWith(`-${email}.txt`))
        .map((file) => readFile(file, 'utf8')),
    );
  const prefer = async (email: string, preference: string) =>
    expect((await call(app, email, 'PUT', '/api/profile/notifications', { preference })).statusCode).toBe(
      200,
    );
  const userId = async (email: string) =>
    (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const openRequest = async (phone: string) => {
    const id = await userId(PEOPLE.nordicRep);
    const changed = await call(
      app,
      PEOPLE.nordicRep,
      'PATCH',
      `/api/users/${id}`,
      { phone },
      {
        'x-company-id': nordic,
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    return changed.json().requestId as string;
  };

  it('none: the requester hears nothing; the administrator still gets the approval mail', async () => {
    await prefer(ADMIN, 'none');
    await prefer(PEOPLE.nordicRep, 'none');
    const adminBefore = (await mailsTo(ADMIN)).length;
    const repBefore = (await mailsTo(PEOPLE.nordicRep)).length;
    const requestId = await openRequest('+47 555 7001');
    expect((await mailsTo(ADMIN)).length).toBe(adminBefore + 1);
    const rejected = await call(app, ADMIN, 'POST', `/api/requests/${requestId}/reject`, { comment: 'No' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await mailsTo(PEOPLE.nordicRep)).length).toBe(repBefore);
  });

  it('daily digest: the decision waits in the outbox for the digest instead of a mail at once', async () => {
    await prefer(PEOPLE.nordicRep, 'dailyDigest');
    const repBefore = (await mailsTo(PEOPLE.nordicRep)).length;
    const requestId = await openRequest('+47 555 7002');
    const approved = await call(app, ADMIN, 'POST', `/api/requests/${requestId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await mailsTo(PEOPLE.nordicRep)).length).toBe(repBefore);
    const queued = await app.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, await userId(PEOPLE.nordicRep)),
          eq(notifications.kind, 'actionCompleted'),
        ),
      );
    expect(queued.some((row) => row.delivery === 'digest' && row.subject.includes('approved'))).toBe(true);
  });
});
