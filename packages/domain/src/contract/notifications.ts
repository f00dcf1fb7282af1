import { z } from 'zod';
import { NotificationPreferenceSchema } from '../notifications/notification-preference';

/** GET and PUT /api/profile/notifications answer */
export const NotificationSettingsSchema = z
  .object({
    preference: NotificationPreferenceSchema,
    /** An administrator's approval mails go out whatever the preference (they cannot be turned off). */
    approvalMailsAlwaysSent: z.boolean(),
    /** The hour (UTC, 0-23) at which daily digests are sent. */
    digestHourUtc: z.number().int().min(0).max(23),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
