import { IssuedTokenSchema, type IssuedToken } from '@safc/domain';
import { http } from '../http';

/**
 * POST /api/auth/token: trades the identity provider's access token for the registry's internal token.
 * A 401 here means "User is not registered in the system"; the caller decides what to show.
 */
export const exchangeAccessToken = (accessToken: string): Promise<IssuedToken> =>
  http('/api/auth/token', {
    method: 'POST',
    json: { accessToken },
    token: null,
    skipSessionHandling: true,
    response: IssuedTokenSchema,
  });
