import { NoContentSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { usePeopleMutation } from './use-people-mutation';

/**
 * DELETE /api/users/{userId}: never a deleted row. An administrator removes the user from the registry; a
 * representative removes a colleague from the company.
 */
export const removeUser = (userId: string): Promise<void> =>
  http(`/api/users/${userId}`, { method: 'DELETE', response: NoContentSchema }).then(() => undefined);

export const useRemoveUser = () => usePeopleMutation(removeUser);
