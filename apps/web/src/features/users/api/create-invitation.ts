import { InvitationSchema, type Invitation, type InvitationCreate } from '@safc/domain';
import { http } from '../../../lib/http';
import { usePeopleMutation } from './use-people-mutation';

/** POST /api/invitations: invite by e-mail (createCompany, joinCompany, authorisedRepresentative, registryAdmin). */
export const createInvitation = (body: InvitationCreate): Promise<Invitation> =>
  http('/api/invitations', { method: 'POST', json: body, response: InvitationSchema });

// The dialog shows a refused field under it and sends anything else to the error dialog itself.
export const useCreateInvitation = () => usePeopleMutation(createInvitation, { silent: true });
