import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { RequestDecision, RequestHandler } from '../request-handler';
import { setCompanyStatus } from './company-status';
import { recordEvents } from '../../events/record-events';

async function setApplicant(
  { tx, request, deciderId }: RequestDecision,
  onboardingStatus: 'onboarded' | 'failed',
) {
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

/** CompanyOnboardRequest: approval makes the company active and its applicant an onboarded representative. */
export const companyOnboardHandler: RequestHandler = {
  async approve(decision) {
    await setCompanyStatus(decision, 'active');
    await setApplicant(decision, 'onboarded');
  },
  async reject(decision) {
    await setCompanyStatus(decision, 'rejected');
    await setApplicant(decision, 'failed');
  },
};
