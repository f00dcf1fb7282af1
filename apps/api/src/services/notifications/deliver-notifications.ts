import type { Registry } from '../users/caller';
import { notifyEvents } from './notify-events';
import { remindExpiringActions } from './remind-expiring-actions';
import { sendDigests } from './send-digests';
import { sendNotifications } from './send-notifications';

export interface DeliveryRun {
  events: number;
  notifications: number;
  reminded: number;
  sent: number;
  digests: number;
}

/**
 * One run of the notifications: the new events and the transfers near their expiry become outbox rows, then
 * the immediate ones and any digest that is due are mailed. Every step keeps its state in the database.
 */
export async function deliverNotifications(registry: Registry, now = new Date()): Promise<DeliveryRun> {
  const { db, mailer, log, config } = registry;
  const notified = await notifyEvents(db, config.publicUrl);
  const { reminded } = await remindExpiringActions(db, config.publicUrl, now);
  const { sent } = await sendNotifications(db, mailer, log);
  const { digests } = await sendDigests(db, mailer, log, {
    publicUrl: config.publicUrl,
    digestHourUtc: config.mail.digestHourUtc,
    now,
  });
  return { ...notified, reminded, sent, digests };
}
