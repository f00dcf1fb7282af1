import { http } from '../../../lib/http';
import type { UserSummary } from './user-types';
import { usePeopleMutation } from './use-people-mutation';

/** PATCH /api/users/{id}/unblock */
export const unblockUser = (userId: string): Promise<UserSummary> =>
  http<UserSummary>(`/api/users/${userId}/unblock`, { method: 'PATCH' });

export const useUnblockUser = () => usePeopleMutation(unblockUser);
