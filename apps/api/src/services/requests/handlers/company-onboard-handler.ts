import type { RequestHandler } from '../request-handler';
import { setCompanyStatus } from './company-status';
import { settleApplicant } from './settle-applicant';

/** CompanyOnboardRequest: approval makes the company active and its applicant an onboarded representative. */
export const companyOnboardHandler: RequestHandler = {
  async approve(decision) {
    await setCompanyStatus(decision, 'active');
    await settleApplicant(decision, true);
  },
  async reject(decision) {
    await setCompanyStatus(decision, 'rejected');
    await settleApplicant(decision, false);
  },
};
