import type { Registry } from '../users/caller';
import { notifyEvents } from './notify-events';
import { remindExpiringActions } from './remind-expiring-actions';
import { sendDigests } from './send-digests';
import { sendClaimedMails, sendNotifications } from './send-notifications';

export interface DeliveryRun {
  events: number;
  notifications: number;
  reminded: number;
  sent: number;
  digests: number;
}

/**
 * One run of the notifications: the new events become outbox rows, their immediate ones mailed as each batch
 * commits; the transfers near their expiry become outbox rows; then what is left to mail now, and any digest
 * that is due, is mailed. Every step keeps its state in the database.
 */
export async function deliverNotifications(registry: Registry, now = new Date()): Promise<DeliveryRun> {
  const { db, mailer, log, config } = registry;
  let sentWithEvents = 0;
  const notified = await notifyEvents(db, config.publicUrl, async (mails) => {
    sentWithEvents += await sendClaimedMails(db, mails, mailer, log);
  });
  const { reminded } = await remindExpiringActions(db, config.publicUrl, now);
  const { sent: sentLater } = await sendNotifications(db, mailer, log);
  const sent = sentWithEvents + sentLater;
  const { digests } = await sendDigests(db, mailer, log, {
    publicUrl: config.publicUrl,
    digestHourUtc: config.mail.digestHourUtc,
    now,
  });
  return { ...notified, reminded, sent, digests };
}
