import { http } from '../../../lib/http';
import { UserSummarySchema, type UserSummary } from '@safc/domain';
import { usePeopleMutation } from './use-people-mutation';

/** PATCH /api/users/{id}/unblock */
export const unblockUser = (userId: string): Promise<UserSummary> =>
  http(`/api/users/${userId}/unblock`, { method: 'PATCH', response: UserSummarySchema });

export const useUnblockUser = () => usePeopleMutation(unblockUser);
