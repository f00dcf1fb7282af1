import { ONBOARDING_UPLOAD_RULE, onboardingCompanySchema, type CompanyChange } from '@safc/domain';
import { AppError } from '../../errors/app-error';
import { parseFormFields, type MultipartForm } from '../../plugins/multipart';
import { mailRequestOpened } from '../requests/request-mail';
import { checkUploads, refuseUnknownFiles } from '../uploads/check-uploads';
import { withStoredFiles } from '../uploads/store-uploads';
import { isAdministrator, type Caller, type Registry } from '../users/caller';
import { assertCountryCode } from './assert-country-code';
import { openCompanyForReview } from './insert-company-for-review';
import { loadCompanyView } from './load-company-view';
import { eventTransaction, recordEvents } from '../events/record-events';

/**
 * Why the caller may not register a further company, or null: administrators invite a company's representative
 * instead, and a user whose own registration awaits review waits for it. The route asks it before the form.
 */
export function furtherCompanyRefusal(caller: Caller): string | null {
  if (isAdministrator(caller))
    return 'A registry administrator invites the representative of a new company instead';
  if (caller.user.onboardingStatus !== 'onboarded')
    return 'Your own registration must be approved before you register a further company';
  return null;
}

/**
 * POST /api/companies: a registered user registers a further company they represent (docs/decisions/029),
 * with the onboarding form's company fields and its supporting documents (`companyUploads`, 1 to 10 files:
 * the authorization letter the forms spec asks of every company registration), as multipart. It awaits
 * review like an onboarded company, through a CompanyCreateRequest; the administrators are told.
 * Administrators do not create companies themselves: they invite the company's representative.
 */
export async function requestCompany(
  registry: Registry,
  caller: Caller,
  form: MultipartForm,
): Promise<CompanyChange> {
  const refusal = furtherCompanyRefusal(caller);
  if (refusal) throw AppError.forbidden(refusal);
  const details = parseFormFields(onboardingCompanySchema, form.fields);
  assertCountryCode(details.country, 'body.country');
  refuseUnknownFiles(form.files, ['companyUploads']);
  const files = checkUploads('companyUploads', ONBOARDING_UPLOAD_RULE, form.files);
  const created = await withStoredFiles(registry.storage, (written) =>
    eventTransaction(registry.db, async (tx) => {
      const { companyId, requestId, created } = await openCompanyForReview(
        tx,
        registry.storage,
        written,
        {
          kind: 'CompanyCreateRequest',
          company: details,
          requestedBy: caller.user.id,
          payload: { company: details },
        },
        files,
      );
      await recordEvents(tx, [created]);
      return { companyId, requestId };
    }),
  );
  await mailRequestOpened(registry, created.requestId);
  return { ...(await loadCompanyView(registry.db, created.companyId)), requestId: created.requestId };
}
