import { z } from 'zod';

/**
 * Issue 12 "Notifications": each user chooses how the registry's e-mails reach them. Every event: one mail
 * per event, at once; daily digest: one mail a day per company listing what happened; none: no mail.
 */
export const NOTIFICATION_PREFERENCES = ['everyEvent', 'dailyDigest', 'none'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];
export const NotificationPreferenceSchema = z.enum(NOTIFICATION_PREFERENCES, {
  error: 'Choose every event, a daily digest or none',
});

export const NOTIFICATION_PREFERENCE_LABELS: Record<NotificationPreference, string> = {
  everyEvent: 'Every event, at once',
  dailyDigest: 'A daily digest per company',
  none: 'None',
};

/** PUT /api/profile/notifications */
export const NotificationSettingsChangeSchema = z.object({ preference: NotificationPreferenceSchema });
export type NotificationSettingsChange = z.infer<typeof NotificationSettingsChangeSchema>;

/**
 * What a notification is about. actionRequired: the person can sign or accept; approvalRequired: an
 * administrator's approval (issuances, requests); peerInconsistent: a peer registry's log was found rewritten
 * (decision 098); the others tell an initiator how their action ended or
 * that it is about to expire.
 */
export const NOTIFICATION_KINDS = [
  'actionRequired',
  'approvalRequired',
  'actionCompleted',
  'actionRejected',
  'actionExpired',
  'expiryReminder',
  'peerInconsistent',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationDelivery = 'now' | 'digest';

/**
 * How one notification reaches one person, or not at all. An administrator's approval mail cannot be turned
 * off: with "none" it still goes out at once (a digest, if chosen, is honoured).
 */
export function deliveryOf(
  preference: NotificationPreference,
  kind: NotificationKind,
  recipientIsAdministrator: boolean,
): NotificationDelivery | null {
  if (preference === 'dailyDigest') return 'digest';
  if (preference === 'everyEvent') return 'now';
  // An administrator's duties cannot be turned off: an approval to give, a peer registry found inconsistent.
  return (kind === 'approvalRequired' || kind === 'peerInconsistent') && recipientIsAdministrator
    ? 'now'
    : null;
}

/**
 * The last digest time at or before `now`: today's digest hour (UTC) once it has passed, else yesterday's.
 * A digest holds what was notified before that time and not yet sent, so a restarted or late job catches up.
 */
export function lastDigestTime(now: Date, digestHourUtc: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), digestHourUtc);
  return new Date(today <= now.getTime() ? today : today - 24 * 60 * 60 * 1000);
}
