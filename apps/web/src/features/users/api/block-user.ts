import { http } from '../../../lib/http';
import type { UserSummary } from './user-types';
import { usePeopleMutation } from './use-people-mutation';

/** PATCH /api/users/{id}/block: a blocked user can sign in to nothing until unblocked. */
export const blockUser = (userId: string): Promise<UserSummary> =>
  http<UserSummary>(`/api/users/${userId}/block`, { method: 'PATCH' });

export const useBlockUser = () => usePeopleMutation(blockUser);
