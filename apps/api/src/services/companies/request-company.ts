import type { CompanyChange } from '@safc/domain';
import { AppError } from '../../errors/app-error';
import { openRequest } from '../requests/open-request';
import { mailRequestOpened } from '../requests/request-mail';
import { isAdministrator, type Caller, type Registry } from '../users/caller';
import { assertCountryCode } from './assert-country-code';
import { insertCompanyForReview, type CompanyDetails } from './insert-company-for-review';
import { loadCompanyView } from './load-company-view';
import { eventTransaction } from '../events/record-events';

/**
 * POST /api/companies: a registered user registers a further company they represent (docs/decisions/029).
 * It awaits review like an onboarded company, through a CompanyCreateRequest; the administrators are told.
 * Administrators do not create companies themselves: they invite the company's representative.
 */
export async function requestCompany(
  registry: Registry,
  caller: Caller,
  details: CompanyDetails,
): Promise<CompanyChange> {
  if (isAdministrator(caller))
    throw AppError.forbidden('A registry administrator invites the representative of a new company instead');
  if (caller.user.onboardingStatus !== 'onboarded')
    throw AppError.forbidden('Your own registration must be approved before you register a further company');
  assertCountryCode(details.country, 'body.country');
  const created = await eventTransaction(registry.db, async (tx) => {
    const companyId = await insertCompanyForReview(tx, details, caller.user.id);
    const requestId = await openRequest(tx, {
      kind: 'CompanyCreateRequest',
      companyId,
      requestedBy: caller.user.id,
      payload: { company: details },
    });
    return { companyId, requestId };
  });
  await mailRequestOpened(registry, created.requestId);
  return { ...(await loadCompanyView(registry.db, created.companyId)), requestId: created.requestId };
}
