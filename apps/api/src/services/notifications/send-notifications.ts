import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { Mailer } from '../../mail/mailer';
import type { FastifyBaseLogger } from 'fastify';

const BATCH = 50;
/** A claim older than this belongs to a sender that died: its rows may be taken again. */
const CLAIM_EXPIRES = sql`interval '5 minutes'`;
/** A mail that failed this often is left in the outbox (and logged), not retried for ever. */
const MAX_ATTEMPTS = 5;

export interface OutboxMail extends Record<string, unknown> {
  id: string;
  email: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Claims outbox rows for this sender and commits the claim before any mail goes out: with FOR UPDATE SKIP
 * LOCKED two API processes never take the same row, and no transaction stays open while a mail server
 * answers. `which` narrows the rows (immediate ones, or one person's digest).
 */
export function claimOutbox(db: Db, which: ReturnType<typeof sql>, limit = BATCH): Promise<OutboxMail[]> {
  return queryRows<OutboxMail>(
    db,
    sql`with claimed as (
        update notifications set claimed_at = now(), attempts = attempts + 1
        where id in (
          select id from notifications
          where sent_at is null and attempts < ${MAX_ATTEMPTS}
            and (claimed_at is null or claimed_at < now() - ${CLAIM_EXPIRES}) and ${which}
          order by created_at
          limit ${limit}
          for update skip locked)
        returning id, user_id, subject, text, html, created_at)
      select c.id, u.email, c.subject, c.text, c.html from claimed c join users u on u.id = c.user_id
      order by c.created_at, c.id`,
  );
}

export async function markSent(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update notifications set sent_at = now() where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

/**
 * How many mails are in flight at once (the SMTP mailer keeps as many connections open). One at a time, each
 * a few SMTP round trips, fell behind a busy registry: 180 mails sent while 1,300 transfers completed in the
 * ledger benchmark's 11 seconds (docs/decisions/063 and 065).
 */
export const PARALLEL_SENDS = 4;

/**
 * Mails the outbox's immediate notifications left unsent (a run's own are sent by notifyEvents as it writes
 * them: what is left here is a failed mail's retry, a reminder, or a mail of a run that died), PARALLEL_SENDS
 * at a time. A failed send is logged and left claimed: another run takes it up once the claim has expired (at
 * most MAX_ATTEMPTS times), so a mail server that is down delays notifications and loses none.
 */
export async function sendNotifications(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
): Promise<{ sent: number }> {
  let sent = 0;
  for (;;) {
    const claimed = await claimOutbox(db, sql`delivery = 'now'`);
    sent += await sendClaimedMails(db, claimed, mailer, log);
    if (claimed.length < BATCH) return { sent };
  }
}

/**
 * Mails claimed outbox rows (claimOutbox's, or those the notifier's insert claimed) and marks those that went
 * as sent; returns how many went.
 */
export async function sendClaimedMails(
  db: Db,
  mails: OutboxMail[],
  mailer: Mailer,
  log: FastifyBaseLogger,
): Promise<number> {
  const done = await sendClaimed(mails, mailer, log);
  await markSent(db, done);
  return done.length;
}

/**
 * Sends claimed mails, PARALLEL_SENDS at a time, each sender taking the oldest left (SMTP promises no order
 * of arrival anyway). Returns the ids of the mails that went.
 */
async function sendClaimed(mails: OutboxMail[], mailer: Mailer, log: FastifyBaseLogger): Promise<string[]> {
  const left = [...mails];
  const done: string[] = [];
  const sender = async () => {
    for (let mail = left.shift(); mail; mail = left.shift()) {
      try {
        await mailer.send({ to: mail.email, subject: mail.subject, text: mail.text, html: mail.html });
        done.push(mail.id);
      } catch (error) {
        log.error({ err: error, notificationId: mail.id }, 'notification e-mail could not be sent');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, left.length) }, sender));
  return done;
}
