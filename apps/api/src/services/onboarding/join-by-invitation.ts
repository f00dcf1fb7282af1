import type { OnboardingResult } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { openRequest } from '../requests/open-request';
import type { Caller } from '../users/caller';
import { markAccepted, recordUserData, takeInvitation, type OnboardingUser } from './accept-invitation';
import { eventTransaction, recordEvents } from '../events/record-events';

/**
 * POST /api/onboarding/{invitationId} for the join forms (JoinCR, JoinAR, JoinRA). An administrator
 * invitation takes effect at once. Joining a company as its representative waits for an administrator
 * (JoinCrApprovalRequest), and so does joining an account from outside its company (JoinArApprovalRequest,
 * docs/decisions/029): colleagues are added to accounts directly and never receive such an invitation.
 */
export async function joinByInvitation(
  db: Db,
  caller: Caller,
  invitationId: string,
  user: OnboardingUser | undefined,
): Promise<OnboardingResult> {
  return eventTransaction(db, async (tx) => {
    const invitation = await takeInvitation(tx, caller, invitationId, [
      'joinCompany',
      'authorisedRepresentative',
      'registryAdmin',
    ]);
    const result: OnboardingResult = {
      invitationId,
      kind: invitation.kind,
      status: 'accepted',
      requestId: null,
      companyId: invitation.companyId,
    };

    if (invitation.kind !== 'registryAdmin') {
      await recordUserData(tx, caller, user, 'pendingInternalAction');
      const isAccount = invitation.kind === 'authorisedRepresentative';
      const requestId = await openRequest(tx, {
        kind: isAccount ? 'JoinArApprovalRequest' : 'JoinCrApprovalRequest',
        companyId: invitation.companyId,
        accountId: isAccount ? invitation.accountId : null,
        requestedBy: caller.user.id,
        payload: {
          invitationId,
          user: user ?? null,
          ...(isAccount ? { accountRole: invitation.accountRole } : {}),
        },
      });
      await markAccepted(tx, caller, invitation);
      return { ...result, status: 'pendingApproval', requestId };
    }

    await recordUserData(tx, caller, user, 'onboarded');
    await tx
      .update(users)
      .set({ isRegistryAdmin: true, updatedAt: new Date() })
      .where(eq(users.id, caller.user.id));
    await markAccepted(tx, caller, invitation);
    await recordEvents(tx, [
      {
        type: 'UserUpdated',
        actorId: caller.user.id,
        entityType: 'user',
        entityId: caller.user.id,
        payload: { isRegistryAdmin: true },
      },
    ]);
    return result;
  });
}
