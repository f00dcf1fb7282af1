import type { SignInLock } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInLockouts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { findUserFor } from '../users/find-user';
import { signInLockedAt } from './sign-in-lockout';
import { eventTransaction, recordEvents } from '../events/record-events';

// Looking at and lifting a lock is an administrator's: the same permission as unblocking a user, through `can`.

const lockOf = (lockedAt: Date | null): SignInLock => ({
  locked: lockedAt !== null,
  lockedAt: lockedAt?.toISOString() ?? null,
});

/** GET /api/users/{id}/sign-in-lock */
export async function getUserSignInLock(db: Db, caller: Caller, id: string): Promise<SignInLock> {
  const { user } = await findUserFor(db, caller, id, 'Unblock');
  return lockOf(await signInLockedAt(db, user.email));
}

/** DELETE /api/users/{id}/sign-in-lock: the user may sign in again, with a fresh count of failures. */
export async function liftUserSignInLock(db: Db, caller: Caller, id: string): Promise<SignInLock> {
  await eventTransaction(db, async (tx) => {
    const { user } = await findUserFor(tx, caller, id, 'Unblock', { lock: true });
    const [lifted] = await tx
      .delete(signInLockouts)
      .where(eq(signInLockouts.email, user.email))
      .returning({ lockedAt: signInLockouts.lockedAt });
    if (!lifted?.lockedAt) throw AppError.conflict("This user's sign-in is not locked");
    await recordEvents(tx, [
      {
        type: 'SignInUnlocked',
        actorId: caller.user.id,
        entityType: 'user',
        entityId: id,
        payload: { lockedAt: lifted.lockedAt.toISOString() },
      },
    ]);
  });
  return lockOf(null);
}
