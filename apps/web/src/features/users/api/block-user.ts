import { http } from '../../../lib/http';
import { UserSummarySchema, type UserSummary } from '@safc/domain';
import { usePeopleMutation } from './use-people-mutation';

/** PATCH /api/users/{id}/block: a blocked user can sign in to nothing until unblocked. */
export const blockUser = (userId: string): Promise<UserSummary> =>
  http(`/api/users/${userId}/block`, { method: 'PATCH', response: UserSummarySchema });

export const useBlockUser = () => usePeopleMutation(blockUser);
