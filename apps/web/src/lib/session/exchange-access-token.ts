import type { IssuedToken } from '@safc/domain';
import { http } from '../http';

/**
 * POST /api/auth/token: trades the identity provider's access token for the registry's internal token.
 * A 401 here means "User is not registered in the system"; the caller decides what to show.
 */
export const exchangeAccessToken = async (accessToken: string): Promise<IssuedToken> => {
  const { IssuedTokenSchema } = await import('./session-contract');
  return http('/api/auth/token', {
    method: 'POST',
    json: { accessToken },
    token: null,
    skipSessionHandling: true,
    response: IssuedTokenSchema,
  });
};
