import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requests, users } from '../../db/schema';
import { appendEvent } from '../events/append-event';
import { addAccountMember } from '../accounts/add-account-member';
import { addCompanyMember } from '../companies/add-company-member';
import type { Caller } from '../users/caller';
import {
  markAccepted,
  recordUserData,
  takeInvitation,
  type OnboardingResult,
  type OnboardingUser,
} from './accept-invitation';

/**
 * POST /api/onboarding/{invitationId} for the join forms (JoinCR, JoinAR, JoinRA). An account invitation
 * and an administrator invitation take effect at once; joining a company as its representative waits for
 * an administrator (JoinCrApprovalRequest).
 */
export async function joinByInvitation(
  db: Db,
  caller: Caller,
  invitationId: string,
  user: OnboardingUser | undefined,
): Promise<OnboardingResult> {
  return db.transaction(async (tx) => {
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

    if (invitation.kind === 'joinCompany') {
      await recordUserData(tx, caller, user, 'pendingInternalAction');
      const [request] = await tx
        .insert(requests)
        .values({
          kind: 'JoinCrApprovalRequest',
          companyId: invitation.companyId,
          requestedBy: caller.user.id,
          payload: { invitationId, user: user ?? null },
        })
        .returning({ id: requests.id });
      await markAccepted(tx, caller, invitation);
      await appendEvent(tx, {
        type: 'RequestCreated',
        actorId: caller.user.id,
        companyId: invitation.companyId,
        entityType: 'request',
        entityId: request!.id,
        payload: { kind: 'JoinCrApprovalRequest' },
      });
      return { ...result, status: 'pendingApproval', requestId: request!.id };
    }

    await recordUserData(tx, caller, user, 'onboarded');
    if (invitation.kind === 'registryAdmin') {
      await tx
        .update(users)
        .set({ isRegistryAdmin: true, updatedAt: new Date() })
        .where(eq(users.id, caller.user.id));
      await markAccepted(tx, caller, invitation);
      await appendEvent(tx, {
        type: 'UserUpdated',
        actorId: caller.user.id,
        entityType: 'user',
        entityId: caller.user.id,
        payload: { isRegistryAdmin: true },
      });
      return result;
    }
    // authorisedRepresentative: a regular member of the company, with the offered role on the account.
    await markAccepted(tx, caller, invitation);
    await addCompanyMember(tx, {
      companyId: invitation.companyId!,
      userId: caller.user.id,
      role: 'regular',
      actorId: caller.user.id,
      keepHigherRole: true,
    });
    await addAccountMember(tx, {
      companyId: invitation.companyId!,
      accountId: invitation.accountId!,
      userId: caller.user.id,
      role: invitation.accountRole!,
      actorId: caller.user.id,
    });
    return result;
  });
}
