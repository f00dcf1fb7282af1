import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdate } from '@safc/domain';
import { http } from '../../../lib/http';
import type { Profile } from './get-profile';

/** PATCH /api/users/{userId}: one's own name and phone number. */
export const updateProfile = (userId: string, changes: UserUpdate): Promise<Profile> =>
  http<Profile>(`/api/users/${userId}`, { method: 'PATCH', json: changes });

export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserUpdate) => updateProfile(userId, changes),
    // The name shows in the user menu (/api/users/me) and in every list of people.
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}
