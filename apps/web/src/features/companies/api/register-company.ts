import { type OnboardingCompany, CompanyChangeSchema, type CompanyChange } from '@safc/domain';
import { http } from '../../../lib/http';
import { useCompanyMutation } from './use-company-mutation';

/** POST /api/companies: a registered user registers a further company; it awaits review (CompanyCreateRequest). */
export const registerCompany = (company: OnboardingCompany): Promise<CompanyChange> =>
  http('/api/companies', { method: 'POST', json: company, response: CompanyChangeSchema });

// The dialog shows a refused field under it and sends anything else to the error dialog itself.
export const useRegisterCompany = () => useCompanyMutation(registerCompany, { silent: true });
