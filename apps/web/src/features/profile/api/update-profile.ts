import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserChangeSchema, type UserChange, type UserUpdate } from '@safc/domain';
import { http } from '../../../lib/http';
import { userKeys } from '../../../lib/query-keys/users';

/**
 * PATCH /api/users/{userId}: one's own name and phone number; the answer names the CrDataApprovalRequest a
 * company representative's change opened.
 */
export const updateProfile = (userId: string, changes: UserUpdate): Promise<UserChange> =>
  http(`/api/users/${userId}`, { method: 'PATCH', json: changes, response: UserChangeSchema });

export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserUpdate) => updateProfile(userId, changes),
    // The name shows in the user menu (/api/users/me) and in every list of people.
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
    // The form shows a refused field under it and sends anything else to the error dialog itself.
    meta: { silent: true },
  });
}
