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
import { signOut } from '../../services/auth/sign-out';
import { renewWebSession, SIGN_IN_ENDED_MESSAGE } from '../../services/auth/web-session';
import { AppError } from '../../errors/app-error';
import { keyedCall } from '../keyed-call';
import {
  bearerTokenOf,
  clearSessionCookie,
  requireScriptCall,
  sessionSecretOf,
  setSessionCookie,
} from './session-cookie';

/** Sessions (DESIGN §6): the provider's token is accepted here only, and exchanged for an internal one. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/token',
    {
      // Public: the caller proves who they are with the provider's token in the body, not a bearer token.
      config: { public: true, rateLimit: app.rateLimits.tokenExchange },
      schema: {
        tags: ['auth'],
        summary:
          "Exchange the identity provider's access token, once, for an internal token (1 hour) and the " +
          "browser sign-in's HttpOnly cookie",
        body: TokenRequestSchema,
        response: {
          200: IssuedTokenSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const exchanged = await exchangeProviderToken(
        app.database.db,
        app.providerTokens,
        request.body.accessToken,
      );
      setSessionCookie(request, reply, exchanged.sessionSecret);
      return exchanged.issued;
    },
  );

  app.post(
    '/session',
    {
      // Public: the caller proves who they are with the sign-in's HttpOnly cookie (decision 090).
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'A new internal token (1 hour) for the browser whose sign-in cookie is live; the sign-in then ' +
          'lasts 2 more hours. An ended or lapsed sign-in answers 401 (and ends the provider session)',
        response: { 200: IssuedTokenSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      requireScriptCall(request);
      const secret = sessionSecretOf(request);
      if (!secret) throw AppError.unauthorized(SIGN_IN_ENDED_MESSAGE);
      try {
        return await renewWebSession(app.database.db, secret);
      } catch (error) {
        clearSessionCookie(request, reply);
        throw error;
      }
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
      const revoked = {
        userId: authOf(request).user.id,
        tokenId: request.params.id,
        reason: 'revoke',
      } as const;
      return keyedCall(request, reply, 204, ({ tx }) => revokeToken(tx, revoked));
    },
  );

  app.post(
    '/logout',
    {
      // Public so that a page whose token ran out still ends its sign-in by the cookie (decision 090).
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          "Revoke the token of this call and end the browser's sign-in (its cookie, or the one that minted " +
          "the token) with the identity provider's session, so the next sign-in asks for the password",
        response: { 204: NoContentSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      requireScriptCall(request);
      const signedOut = await signOut(app.database.db, {
        bearerToken: bearerTokenOf(request),
        sessionSecret: sessionSecretOf(request),
      });
      clearSessionCookie(request, reply);
      if (!signedOut) throw AppError.unauthorized('Invalid or expired token');
      return reply.code(204).send(null);
    },
  );
};
