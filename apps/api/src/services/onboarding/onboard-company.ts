import { ONBOARDING_UPLOAD_RULE, type OnboardingRequest } from '@safc/domain';
import { assertCountryCode } from '../companies/assert-country-code';
import { openCompanyForReview } from '../companies/insert-company-for-review';
import type { UploadedPart } from '../../plugins/multipart';
import { checkUploads, refuseUnknownFiles } from '../uploads/check-uploads';
import { withStoredFiles } from '../uploads/store-uploads';
import type { Caller, Registry } from '../users/caller';
import type { OnboardingResult } from '@safc/domain';
import { markAccepted, recordUserData, takeInvitation } from './accept-invitation';
import { eventTransaction, recordEvents } from '../events/record-events';

/**
 * POST /api/onboarding/{invitationId} for a createCompany invitation (forms spec "Onboarding"). The files
 * are judged before anything is written. The company awaits review and the applicant is its representative
 * awaiting the administrator (pendingInternalAction) until the CompanyOnboardRequest is approved.
 */
export async function onboardCompany(
  registry: Registry,
  caller: Caller,
  invitationId: string,
  form: OnboardingRequest,
  parts: readonly UploadedPart[],
): Promise<OnboardingResult> {
  assertCountryCode(form.company.country, 'body.company.country');
  refuseUnknownFiles(parts, ['companyUploads']);
  const files = checkUploads('companyUploads', ONBOARDING_UPLOAD_RULE, parts);

  return withStoredFiles(registry.storage, (written) =>
    eventTransaction(registry.db, async (tx) => {
      const invitation = await takeInvitation(tx, caller, invitationId, ['createCompany']);
      await recordUserData(tx, caller, form.user, 'pendingInternalAction');
      const { companyId, requestId, created } = await openCompanyForReview(
        tx,
        registry.storage,
        written,
        {
          kind: 'CompanyOnboardRequest',
          company: form.company,
          requestedBy: caller.user.id,
          payload: { invitationId, user: form.user, company: form.company },
        },
        files,
      );

      await markAccepted(tx, caller, invitation);
      await recordEvents(tx, [created]);
      return {
        invitationId,
        kind: invitation.kind,
        status: 'pendingApproval',
        requestId,
        companyId,
      } satisfies OnboardingResult;
    }),
  );
}
