import type { UserUpdate } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { appendEvent } from '../events/append-event';
import type { Caller } from './caller';
import { findUserFor } from './find-user';
import { getUser } from './get-user';
import type { UserSummary } from './load-user-views';

/** PATCH /api/users/{userId}: name and phone (profile settings for oneself; a representative or admin for others). */
export async function updateUser(
  db: Db,
  caller: Caller,
  id: string,
  changes: UserUpdate,
): Promise<UserSummary> {
  await db.transaction(async (tx) => {
    const { companyId } = await findUserFor(tx, caller, id, 'Edit', { lock: true });
    await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id));
    await appendEvent(tx, {
      type: 'UserUpdated',
      actorId: caller.user.id,
      companyId,
      entityType: 'user',
      entityId: id,
      payload: { changes },
    });
  });
  return getUser(db, caller, id);
}
