import type { InvitationCreate } from '@safc/domain';
import { http } from '../../../lib/http';
import { useCompanyMutation } from './use-company-mutation';

/** POST /api/invitations kind joinCompany: invite a company representative of an existing company (JoinCR). */
export const inviteCompanyRepresentative = (body: InvitationCreate): Promise<unknown> =>
  http('/api/invitations', { method: 'POST', json: body });

export const useInviteCompanyRepresentative = () => useCompanyMutation(inviteCompanyRepresentative);
