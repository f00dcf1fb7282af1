import type { RequestHandler } from '../request-handler';
import { setCompanyStatus } from './company-status';

/**
 * CompanyCreateRequest: a registered user asked to register a further company (docs/decisions/029). It
 * waits for review like an onboarded company; approval makes it active, rejection rejected.
 */
export const companyCreateHandler: RequestHandler = {
  approve: (decision) => setCompanyStatus(decision, 'active'),
  reject: (decision) => setCompanyStatus(decision, 'rejected'),
};
