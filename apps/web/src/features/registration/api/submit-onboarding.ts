import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationKind, OnboardingForm, OnboardingRequest } from '@safc/domain';
import { http } from '../../../lib/http';

/** What POST /api/onboarding/{invitationId} answers: accepted at once, or waiting for an administrator. */
export interface OnboardingResult {
  invitationId: string;
  kind: InvitationKind;
  status: 'accepted' | 'pendingApproval';
  requestId: string | null;
  companyId: string | null;
}

/**
 * POST /api/onboarding/{invitationId}, multipart (platform spec §5: values as text, files as files): the
 * applicant and the company travel as JSON text, the supporting documents as `companyUploads` parts.
 */
export const submitOnboarding = (invitationId: string, form: OnboardingForm): Promise<OnboardingResult> =>
  http<OnboardingResult>(`/api/onboarding/${encodeURIComponent(invitationId)}`, {
    method: 'POST',
    form: {
      user: JSON.stringify(form.user),
      company: JSON.stringify(form.company),
      companyUploads: form.companyUploads as File[],
    },
  });

/** The join forms (JoinCR, JoinAR, JoinRA) send only the applicant's data. */
export const submitJoin = (
  invitationId: string,
  user: OnboardingRequest['user'],
): Promise<OnboardingResult> =>
  http<OnboardingResult>(`/api/onboarding/${encodeURIComponent(invitationId)}`, {
    method: 'POST',
    form: { user: JSON.stringify(user) },
  });

/** Answering an invitation changes who the user is: their profile, companies and the invitation itself. */
function useInvalidateAfterOnboarding(invitationId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['users', 'me'] }),
      client.invalidateQueries({ queryKey: ['invitations', invitationId] }),
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
