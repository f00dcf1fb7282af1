import { onboardingRequestSchema, onboardingUserSchema } from '@safc/domain';
import { z } from 'zod';
import { parseFormFields, type MultipartForm } from '../../plugins/multipart';
import { findInvitation } from '../invitations/find-invitation';
import { mailRequestOpened } from '../requests/request-mail';
import type { Caller, Registry } from '../users/caller';
import type { OnboardingResult } from '@safc/domain';
import { joinByInvitation } from './join-by-invitation';
import { onboardCompany } from './onboard-company';

/** The join forms (JoinCR, JoinAR, JoinRA) carry the person only, and only until they have given it once. */
const joinFormSchema = z.object({ user: onboardingUserSchema.optional() });

/**
 * POST /api/onboarding/{invitationId}: the form of the invitation's kind. The company registration form is
 * multipart (user, company, companyUploads); a join form may also come as JSON. The kind is re-checked
 * under lock by the service that accepts it.
 */
export async function submitOnboarding(
  registry: Registry,
  caller: Caller,
  invitationId: string,
  form: MultipartForm,
): Promise<OnboardingResult> {
  const invitation = await findInvitation(registry.db, invitationId);
  let result: OnboardingResult;
  if (invitation.kind === 'createCompany') {
    const input = parseFormFields(onboardingRequestSchema, form.fields);
    result = await onboardCompany(registry, caller, invitationId, input, form.files);
  } else {
    const { user } = parseFormFields(joinFormSchema, form.fields);
    result = await joinByInvitation(registry.db, caller, invitationId, user);
  }
  // The administrators learn that an application awaits them once it is committed.
  if (result.requestId) await mailRequestOpened(registry, result.requestId);
  return result;
}
