import type { InvitationCreate } from '@safc/domain';
import { http } from '../../../lib/http';
import type { Invitation } from './user-types';
import { usePeopleMutation } from './use-people-mutation';

/** POST /api/invitations: invite by e-mail (createCompany, joinCompany, authorisedRepresentative, registryAdmin). */
export const createInvitation = (body: InvitationCreate): Promise<Invitation> =>
  http<Invitation>('/api/invitations', { method: 'POST', json: body });

// The dialog shows a refused field under it and sends anything else to the error dialog itself.
export const useCreateInvitation = () => usePeopleMutation(createInvitation, { silent: true });
