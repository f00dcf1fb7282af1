import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { identityAccounts, invitations } from '../db/schema';

// Decision 086: an identity made through an invitation's e-mailed link belongs to that invitation until its
// first sign-in. If the invitation is revoked or expires before then, the identity goes with it, so a sign-in
// made for an address by whoever held the link never outlives the invitation that allowed it unused.

/** Inside the revoking transaction: the identities the invitation made that never signed in. */
export async function removeUnusedIdentitiesOf(tx: DbOrTx, invitationId: string): Promise<number> {
  const removed = await tx
    .delete(identityAccounts)
    .where(and(eq(identityAccounts.invitationId, invitationId), isNull(identityAccounts.firstSignedInAt)))
    .returning({ id: identityAccounts.id });
  return removed.length;
}

/** Invitations that can no longer be used to register (revoked, or expired whether or not a job marked it). */
const lapsedInvitations = (db: DbOrTx, only?: string) =>
  db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        only ? eq(invitations.id, only) : undefined,
        or(
          inArray(invitations.status, ['revoked', 'expired']),
          and(eq(invitations.status, 'pending'), lte(invitations.expiresAt, sql`now()`)),
        ),
      ),
    );

/** The minute's housekeeping: unused identities of invitations revoked or past their expiry. */
export async function removeUnusedIdentitiesOfLapsedInvitations(db: DbOrTx): Promise<number> {
  const removed = await db
    .delete(identityAccounts)
    .where(
      and(
        isNull(identityAccounts.firstSignedInAt),
        inArray(identityAccounts.invitationId, lapsedInvitations(db)),
      ),
    )
    .returning({ id: identityAccounts.id });
  return removed.length;
}

/**
 * At sign-in, before the job has run: true when the identity may sign in. An unused identity whose invitation
 * lapsed is removed now; a usable one is marked used from this first sign-in on.
 */
export async function admitFirstSignIn(
  db: DbOrTx,
  account: { id: string; invitationId: string | null; firstSignedInAt: Date | null },
): Promise<boolean> {
  if (account.firstSignedInAt) return true;
  if (account.invitationId) {
    const removed = await db
      .delete(identityAccounts)
      .where(
        and(
          eq(identityAccounts.id, account.id),
          isNull(identityAccounts.firstSignedInAt),
          inArray(identityAccounts.invitationId, lapsedInvitations(db, account.invitationId)),
        ),
      )
      .returning({ id: identityAccounts.id });
    if (removed.length > 0) return false;
  }
  await db
    .update(identityAccounts)
    .set({ firstSignedInAt: new Date() })
    .where(and(eq(identityAccounts.id, account.id), isNull(identityAccounts.firstSignedInAt)));
  return true;
}
