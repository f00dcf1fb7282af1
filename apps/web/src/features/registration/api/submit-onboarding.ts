import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OnboardingResultSchema,
  type OnboardingForm,
  type OnboardingRequest,
  type OnboardingResult,
} from '@safc/domain';
import { http } from '../../../lib/http';
import { invitationKeys, userKeys } from '../../../lib/query-keys/users';

/**
 * POST /api/onboarding/{invitationId}, multipart (platform spec §5: values as text, files as files): the
 * applicant and the company travel as JSON text, the supporting documents as `companyUploads` parts.
 */
export const submitOnboarding = (invitationId: string, form: OnboardingForm): Promise<OnboardingResult> =>
  http(`/api/onboarding/${encodeURIComponent(invitationId)}`, {
    method: 'POST',
    form: {
      user: JSON.stringify(form.user),
      company: JSON.stringify(form.company),
      companyUploads: form.companyUploads as File[],
    },
    response: OnboardingResultSchema,
  });

/** The join forms (JoinCR, JoinAR, JoinRA) send only the applicant's data. */
export const submitJoin = (
  invitationId: string,
  user: OnboardingRequest['user'],
): Promise<OnboardingResult> =>
  http(`/api/onboarding/${encodeURIComponent(invitationId)}`, {
    method: 'POST',
    form: { user: JSON.stringify(user) },
    response: OnboardingResultSchema,
  });

/** Answering an invitation changes who the user is: their profile, companies and the invitation itself. */
function useInvalidateAfterOnboarding(invitationId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: userKeys.me() }),
      client.invalidateQueries({ queryKey: invitationKeys.one(invitationId) }),
    ]);
}

export function useSubmitOnboarding(invitationId: string) {
  const invalidate = useInvalidateAfterOnboarding(invitationId);
  return useMutation({
    mutationFn: (form: OnboardingForm) => submitOnboarding(invitationId, form),
    onSuccess: invalidate,
    // The wizard shows a refused field under it and sends anything else to the error dialog itself.
    meta: { silent: true },
  });
}

export function useSubmitJoin(invitationId: string) {
  const invalidate = useInvalidateAfterOnboarding(invitationId);
  return useMutation({
    mutationFn: (user: OnboardingRequest['user']) => submitJoin(invitationId, user),
    onSuccess: invalidate,
  });
}
