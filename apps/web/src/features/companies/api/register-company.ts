import { CompanyChangeSchema, type CompanyChange, type FurtherCompanyForm } from '@safc/domain';
import { http } from '../../../lib/http';
import { useCompanyMutation } from './use-company-mutation';

/**
 * POST /api/companies, multipart (platform spec §5: each value as text, files as files): a registered user
 * registers a further company with its supporting documents; it awaits review (CompanyCreateRequest).
 */
export const registerCompany = ({ company, companyUploads }: FurtherCompanyForm): Promise<CompanyChange> =>
  http('/api/companies', {
    method: 'POST',
    form: { ...company, companyUploads: companyUploads as File[] },
    response: CompanyChangeSchema,
  });

// The dialog shows a refused field under it and sends anything else to the error dialog itself.
export const useRegisterCompany = () => useCompanyMutation(registerCompany, { silent: true });
