import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { RequestDecision } from '../request-handler';
import { recordEvents } from '../../events/record-events';

/** A new applicant is onboarded or failed with this request; someone already onboarded stays so. */
export async function settleApplicant({ tx, request, deciderId }: RequestDecision, approved: boolean) {
  const [applicant] = await tx
    .select({ onboardingStatus: users.onboardingStatus })
    .from(users)
    .where(eq(users.id, request.requestedBy));
  // Someone already onboarded elsewhere keeps that; a new user is onboarded or failed with this request.
  if (applicant?.onboardingStatus === 'onboarded') return;
  const onboardingStatus = approved ? 'onboarded' : 'failed';
  await tx
    .update(users)
    .set({ onboardingStatus, updatedAt: new Date() })
    .where(eq(users.id, request.requestedBy));
  await recordEvents(tx, [
    {
      type: 'UserUpdated',
      actorId: deciderId,
      companyId: request.companyId,
      entityType: 'user',
      entityId: request.requestedBy,
      payload: { onboardingStatus, requestId: request.id },
    },
  ]);
}
