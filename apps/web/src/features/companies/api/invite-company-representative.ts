import { InvitationSchema, type Invitation, type InvitationCreate } from '@safc/domain';
import { http } from '../../../lib/http';
import { useCompanyMutation } from './use-company-mutation';

/** POST /api/invitations kind joinCompany: invite a company representative of an existing company (JoinCR). */
export const inviteCompanyRepresentative = (body: InvitationCreate): Promise<Invitation> =>
  http('/api/invitations', { method: 'POST', json: body, response: InvitationSchema });

// The dialog shows a refused field under it and sends anything else to the error dialog itself.
export const useInviteCompanyRepresentative = () =>
  useCompanyMutation(inviteCompanyRepresentative, { silent: true });
