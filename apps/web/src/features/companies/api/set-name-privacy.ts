import { http } from '../../../lib/http';
import { CompanyViewSchema, type CompanyView } from '@safc/domain';
import { useCompanyMutation } from './use-company-mutation';

/** PATCH /api/companies/{id}/privacy: whether public pages and other companies' transfer lists show the name. */
export const setNamePrivacy = (companyId: string, isNamePrivate: boolean): Promise<CompanyView> =>
  http(`/api/companies/${companyId}/privacy`, {
    method: 'PATCH',
    json: { isNamePrivate },
    response: CompanyViewSchema,
  });

export const useSetNamePrivacy = (companyId: string) =>
  useCompanyMutation((isNamePrivate: boolean) => setNamePrivacy(companyId, isNamePrivate));
