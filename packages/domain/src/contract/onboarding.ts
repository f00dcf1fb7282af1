import { z } from 'zod';
import { INVITATION_KINDS } from '../catalogues/statuses';

/** POST /api/onboarding/{invitationId}: the invitation answered, accepted at once or waiting for review. */
export const OnboardingResultSchema = z
  .object({
    invitationId: z.uuid(),
    kind: z.enum(INVITATION_KINDS),
    status: z
      .enum(['accepted', 'pendingApproval'])
      .describe('accepted: the invitee has what was offered; pendingApproval: an administrator decides'),
    requestId: z.uuid().nullable(),
    companyId: z.uuid().nullable(),
  })
  .meta({ id: 'OnboardingResult' });
export type OnboardingResult = z.infer<typeof OnboardingResultSchema>;
