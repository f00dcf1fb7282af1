import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The parts of GET /api/users/{id} profile settings edit. */
export interface Profile {
  id: string;
  name: string;
  email: string;
  phone: string | null;
}

export const getProfile = (userId: string): Promise<Profile> => http<Profile>(`/api/users/${userId}`);

export const profileKey = (userId: string) => ['users', 'profile', userId] as const;

export function useProfile(userId: string) {
  return useQuery({ queryKey: profileKey(userId), queryFn: () => getProfile(userId) });
}
