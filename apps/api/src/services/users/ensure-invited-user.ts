import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { recordEvents, type EventTx } from '../events/record-events';

export interface InvitedUser {
  id: string;
  status: (typeof users.$inferSelect)['status'];
  isRegistryAdmin: boolean;
  onboardingStatus: (typeof users.$inferSelect)['onboardingStatus'];
}

/**
 * The registry user an invitation is for. A new address gets a user awaiting their data (pendingUserData):
 * their first sign-in links the identity to it by e-mail (services/auth/exchange-provider-token.ts), and
 * they can do nothing but answer the invitation until it is accepted.
 */
export async function ensureInvitedUser(tx: EventTx, email: string, invitedBy: string): Promise<InvitedUser> {
  const columns = {
    id: users.id,
    status: users.status,
    isRegistryAdmin: users.isRegistryAdmin,
    onboardingStatus: users.onboardingStatus,
  };
  const [existing] = await tx.select(columns).from(users).where(eq(users.email, email));
  if (existing) return existing;
  // Two invitations to one new address at once: the second finds the user the first created.
  const [created] = await tx
    .insert(users)
    .values({ email, name: email, onboardingStatus: 'pendingUserData' })
    .onConflictDoNothing({ target: users.email })
    .returning(columns);
  if (!created) {
    const [raced] = await tx.select(columns).from(users).where(eq(users.email, email));
    if (!raced) throw new Error('ensureInvitedUser: the user the other invitation created is missing');
    return raced;
  }
  await recordEvents(tx, [
    {
      type: 'UserCreated',
      actorId: invitedBy,
      entityType: 'user',
      entityId: created.id,
      payload: { email, onboardingStatus: 'pendingUserData' },
    },
  ]);
  return created;
}
