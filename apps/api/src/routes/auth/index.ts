import {
  ErrorBodySchema,
  IssuedTokenSchema,
  NoContentSchema,
  TokenRequestSchema,
  TokenSummarySchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/authenticate';
import { exchangeProviderToken } from '../../services/auth/exchange-provider-token';
import { listActiveTokens } from '../../services/auth/list-tokens';
import { revokeToken } from '../../services/auth/revoke-token';

/** Sessions (DESIGN §6): the provider's token is accepted here only, and exchanged for an internal one. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/token',
    {
      // Public: the caller proves who they are with the provider's token in the body, not a bearer token.
      config: { public: true, rateLimit: app.rateLimits.tokenExchange },
      schema: {
        tags: ['auth'],
        summary: "Exchange the identity provider's access token for an internal token (1 hour)",
        body: TokenRequestSchema,
        response: {
          200: IssuedTokenSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => exchangeProviderToken(app.database.db, app.providerTokens, request.body.accessToken),
  );

  app.get(
    '/token',
    {
      schema: {
        tags: ['auth'],
        summary: "The caller's active tokens (never the tokens themselves)",
        response: { 200: z.array(TokenSummarySchema), 401: ErrorBodySchema },
      },
    },
    async (request) => listActiveTokens(app.database.db, authOf(request).user.id),
  );

  app.delete(
    '/token/:id',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke one of your own tokens',
        params: z.object({ id: z.uuid() }),
        response: { 204: NoContentSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await revokeToken(app.database.db, {
        userId: authOf(request).user.id,
        tokenId: request.params.id,
        reason: 'revoke',
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/logout',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this call',
        response: { 204: NoContentSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, token } = authOf(request);
      await revokeToken(app.database.db, { userId: user.id, tokenId: token.id, reason: 'signOut' });
      return reply.code(204).send(null);
    },
  );
};
