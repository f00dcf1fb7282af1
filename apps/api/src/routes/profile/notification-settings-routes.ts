import { NotificationSettingsChangeSchema, NotificationSettingsSchema } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/authenticate';
import {
  getNotificationSettings,
  setNotificationPreference,
} from '../../services/notifications/notification-settings';
import { REFUSALS } from '../account/caller-of';
import { keyedCall } from '../keyed-call';

const tags = ['profile'];

/** Profile settings: how the registry's notification mails reach the signed-in person (issue 12). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'How notification mails reach me: every event, a daily digest per company, or none',
        response: { 200: NotificationSettingsSchema, ...REFUSALS },
      },
    },
    async (request) =>
      getNotificationSettings(app.database.db, authOf(request).user.id, app.config.mail.digestHourUtc),
  );
  app.put(
    '/notifications',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: "Choose how notification mails reach me (an administrator's approval mails always go out)",
        body: NotificationSettingsChangeSchema,
        response: { 200: NotificationSettingsSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        setNotificationPreference(
          tx,
          authOf(request).user.id,
          request.body.preference,
          app.config.mail.digestHourUtc,
        ),
      ),
  );
};
