import type { UserSummary } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Caller } from './caller';
import { findUserFor } from './find-user';
import { getUser } from './get-user';
import { blockedStatus } from '../blocking/blocked-status';
import { eventTransaction, recordEvents } from '../events/record-events';
import { revokeUserTokens } from '../auth/revoke-user-tokens';

/**
 * PATCH /api/users/{id}/block and /unblock: a blocked user's tokens stop working at once (findSession), and
 * are revoked with their sign-ins, so an unblock does not bring an API token back (decision 091).
 */
export async function setUserBlocked(
  db: Db,
  caller: Caller,
  id: string,
  blocked: boolean,
): Promise<UserSummary> {
  if (id === caller.user.id) throw AppError.conflict('You cannot block or unblock yourself');
  await eventTransaction(db, async (tx) => {
    const { user } = await findUserFor(tx, caller, id, blocked ? 'Block' : 'Unblock', { lock: true });
    const status = blockedStatus('user', user.status, blocked);
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
    if (blocked) await revokeUserTokens(tx, id, ['session', 'api']);
    await recordEvents(tx, [
      {
        type: blocked ? 'UserBlocked' : 'UserUnblocked',
        actorId: caller.user.id,
        entityType: 'user',
        entityId: id,
        payload: {},
      },
    ]);
  });
  return getUser(db, caller, id);
}
