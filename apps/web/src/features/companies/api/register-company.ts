import type { OnboardingCompany } from '@safc/domain';
import { http } from '../../../lib/http';
import type { CompanyChange } from './company-types';
import { useCompanyMutation } from './use-company-mutation';

/** POST /api/companies: a registered user registers a further company; it awaits review (CompanyCreateRequest). */
export const registerCompany = (company: OnboardingCompany): Promise<CompanyChange> =>
  http<CompanyChange>('/api/companies', { method: 'POST', json: company });

// The dialog shows a refused field under it and sends anything else to the error dialog itself.
export const useRegisterCompany = () => useCompanyMutation(registerCompany, { silent: true });
