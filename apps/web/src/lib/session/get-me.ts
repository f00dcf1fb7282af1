import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@safc/domain';
import { http } from '../http';
import { userKeys } from '../query-keys/users';

/** GET /api/users/me: the signed-in user with what the permission rules need (platform spec §3 User). */
// The profile answers its own 401 (the "couldn't find your profile" dialog), so it skips the global handling.
export const getMe = async (): Promise<Me> => {
  const { MeSchema } = await import('./session-contract');
  return http('/api/users/me', { skipSessionHandling: true, response: MeSchema });
};

export const meQuery = queryOptions({
  queryKey: userKeys.me(),
  queryFn: getMe,
  staleTime: 60_000,
  retry: false,
  meta: { silent: true },
});

export function useMe(enabled: boolean) {
  return useQuery({ ...meQuery, enabled });
}
