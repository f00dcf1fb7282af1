import { useMutation } from '@tanstack/react-query';
import { NoContentSchema, type PasswordChange } from '@safc/domain';
import { http } from '../../../lib/http';

/**
 * POST /api/auth/password: the password of one's sign-in at the registry's own sign-in service, the current
 * one asked; every other session ends (docs/decisions/087).
 */
export const changePassword = (change: PasswordChange): Promise<void> =>
  http('/api/auth/password', { method: 'POST', json: change, response: NoContentSchema }).then(
    () => undefined,
  );

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The form shows a refused field under it and sends anything else to the error dialog itself.
    meta: { silent: true },
  });
}
