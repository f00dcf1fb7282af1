import { useQuery } from '@tanstack/react-query';
import { SignInLockSchema, type SignInLock } from '@safc/domain';
import { http } from '../../../lib/http';
import { signInLockKeys } from '../../../lib/query-keys/users';
import { usePeopleMutation } from './use-people-mutation';

/** GET /api/users/{id}/sign-in-lock: whether too many failed sign-ins locked the user out (administrators). */
export const getSignInLock = (userId: string): Promise<SignInLock> =>
  http(`/api/users/${userId}/sign-in-lock`, { response: SignInLockSchema });

export function useSignInLock(userId: string, enabled: boolean) {
  return useQuery({ queryKey: signInLockKeys.of(userId), queryFn: () => getSignInLock(userId), enabled });
}

/** DELETE /api/users/{id}/sign-in-lock: the user may sign in again. */
export const liftSignInLock = (userId: string): Promise<SignInLock> =>
  http(`/api/users/${userId}/sign-in-lock`, { method: 'DELETE', response: SignInLockSchema });

export const useLiftSignInLock = () => usePeopleMutation(liftSignInLock);
