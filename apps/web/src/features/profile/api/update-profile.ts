import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdate } from '@safc/domain';
import { http } from '../../../lib/http';
import type { Profile } from './get-profile';

/** The profile after the change, and the CrDataApprovalRequest a company representative's change opened. */
export type ProfileChange = Profile & { requestId: string | null };

/** PATCH /api/users/{userId}: one's own name and phone number (a company representative's is reviewed). */
export const updateProfile = (userId: string, changes: UserUpdate): Promise<ProfileChange> =>
  http<ProfileChange>(`/api/users/${userId}`, { method: 'PATCH', json: changes });

export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserUpdate) => updateProfile(userId, changes),
    // The name shows in the user menu (/api/users/me) and in every list of people.
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
    // The form shows a refused field under it and sends anything else to the error dialog itself.
    meta: { silent: true },
  });
}
