import { onboardingRequestSchema, onboardingUserSchema } from '@safc/domain';
import { z } from 'zod';
import { parseFormFields, type MultipartForm } from '../../plugins/multipart';
import { findInvitation } from '../invitations/find-invitation';
import type { Caller, Registry } from '../users/caller';
import type { OnboardingResult } from './accept-invitation';
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
  if (invitation.kind === 'createCompany') {
    const input = parseFormFields(onboardingRequestSchema, form.fields);
    return onboardCompany(registry, caller, invitationId, input, form.files);
  }
  const { user } = parseFormFields(joinFormSchema, form.fields);
  return joinByInvitation(registry.db, caller, invitationId, user);
}
