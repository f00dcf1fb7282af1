import type { NotificationPreference, NotificationSettings } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { eventTransaction, recordEvents } from '../events/record-events';

const settingsOf = (
  user: { notificationPreference: NotificationPreference; isRegistryAdmin: boolean },
  digestHourUtc: number,
): NotificationSettings => ({
  preference: user.notificationPreference,
  approvalMailsAlwaysSent: user.isRegistryAdmin,
  digestHourUtc,
});

/** GET /api/profile/notifications: how the signed-in person hears from the registry. */
export async function getNotificationSettings(db: Db, userId: string, digestHourUtc: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.notFound('User not found');
  return settingsOf(user, digestHourUtc);
}

/** PUT /api/profile/notifications: each person chooses for themselves (issue 12), logged as UserUpdated. */
export async function setNotificationPreference(
  db: Db,
  userId: string,
  preference: NotificationPreference,
  digestHourUtc: number,
): Promise<NotificationSettings> {
  return eventTransaction(db, async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ notificationPreference: preference, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw AppError.notFound('User not found');
    await recordEvents(tx, [
      {
        type: 'UserUpdated',
        actorId: userId,
        companyId: null,
        accountId: null,
        entityType: 'user',
        entityId: userId,
        payload: { notificationPreference: preference },
      },
    ]);
    return settingsOf(user, digestHourUtc);
  });
}
