import { TOKEN_KINDS, ErrorBodySchema } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/authenticate';
import { exchangeProviderToken } from '../../services/auth/exchange-provider-token';
import { listActiveTokens } from '../../services/auth/list-tokens';
import { revokeToken } from '../../services/auth/revoke-token';

const TokenRequestSchema = z
  .object({
    accessToken: z.string().min(1).max(16_384).describe("The identity provider's access token (JWT)"),
  })
  .meta({ id: 'TokenRequest' });

const IssuedTokenSchema = z
  .object({
    token: z.string().describe('Internal token: send as `Authorization: Bearer <token>`'),
    id: z.uuid(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'IssuedToken' });

const TokenSummarySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(TOKEN_KINDS),
    name: z.string().nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TokenSummary' });

const iso = (date: Date | null) => (date ? date.toISOString() : null);

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
    async (request) => {
      const issued = await exchangeProviderToken(
        app.database.db,
        app.providerTokens,
        request.body.accessToken,
      );
      return { token: issued.token, id: issued.id, expiresAt: issued.expiresAt.toISOString() };
    },
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
    async (request) => {
      const tokens = await listActiveTokens(app.database.db, authOf(request).user.id);
      return tokens.map((token) => ({
        ...token,
        createdAt: token.createdAt.toISOString(),
        expiresAt: iso(token.expiresAt),
        lastUsedAt: iso(token.lastUsedAt),
      }));
    },
  );

  app.delete(
    '/token/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke one of your own tokens',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null().describe('Revoked'), 401: ErrorBodySchema, 404: ErrorBodySchema },
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
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this call',
        response: { 204: z.null().describe('Signed out'), 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, token } = authOf(request);
      await revokeToken(app.database.db, { userId: user.id, tokenId: token.id, reason: 'signOut' });
      return reply.code(204).send(null);
    },
  );
};
