import {
  CreatedApiTokenSchema,
  ErrorBodySchema,
  NoContentSchema,
  RevokedApiTokensSchema,
  apiTokenCreateSchema,
  passwordChangeSchema,
} from '@safc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/authenticate';
import { changePassword } from '../../identity/change-password';
import { createApiToken } from '../../services/profile/create-api-token';
import { revokeAllApiTokens } from '../../services/profile/revoke-all-api-tokens';
import { REFUSALS, callerOf, registryIn } from '../account/caller-of';
import { keyedCall } from '../keyed-call';

/** Changes of one's password, per signed-in user: a person needs one, a guesser many (the lockout counts too). */
const PASSWORD_CHANGE_RATE_LIMIT = {
  max: 10,
  timeWindow: '15 minutes',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => request.auth?.user.id ?? request.ip,
} as const;

/**
 * Profile settings (DESIGN §6): the password of one's sign-in at the embedded provider, and named API tokens.
 * Registered under /auth beside the session calls, which
 * list (GET /api/auth/token) and revoke (DELETE /api/auth/token/{id}) them too.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api-tokens',
    {
      config: {
        permission: 'signedIn',
        secretShownOnce: {
          field: 'token',
          replay: ({ id, name }) =>
            `This Idempotency-Key already created the API token '${String(name)}' (${String(id)}), whose ` +
            'secret is shown only once: if it was lost, revoke that token and create another',
        },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Create a named API token for a machine client, ending after 30, 90 (default) or 365 days, ' +
          'read-only or full, optionally held to one account; the token is shown only in this answer. ' +
          'Needs a sign-in within the last 5 minutes (else 401: sign in again with max_age=300); the user ' +
          'is told by e-mail',
        body: apiTokenCreateSchema,
        response: { 201: CreatedApiTokenSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      return keyedCall(request, reply, 201, (call) =>
        createApiToken(registryIn(app, call), callerOf(request), authOf(request).token, request.body),
      );
    },
  );

  app.post(
    '/api-tokens/revoke-all',
    {
      // The caller's own tokens: a signed-in caller, whatever their roles.
      config: { permission: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke every API token of the caller at once',
        response: { 200: RevokedApiTokensSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) => revokeAllApiTokens(tx, authOf(request).user.id)),
  );

  app.post(
    '/password',
    {
      // One's own sign-in: a signed-in caller; the current password is asked in the body.
      config: {
        permission: 'signedIn',
        rateLimit: PASSWORD_CHANGE_RATE_LIMIT,
        takesNoIdempotencyKey:
          'a wrong current password must keep its count toward the lockout (decision 088)',
      },
      schema: {
        tags: ['auth'],
        summary:
          "Change the password of one's sign-in at the embedded provider (the current one is asked); ends every other session",
        body: passwordChangeSchema,
        response: { 204: NoContentSchema, ...REFUSALS },
      },
    },
    // Not a keyedCall: a wrong current password is refused and still counted toward the sign-in lockout
    // (decision 088), which a keyed call's one transaction would roll back with the refusal.
    async (request, reply) => {
      const { user, token } = authOf(request);
      await changePassword(
        { db: app.database.db, embedded: app.config.oidc.embedded, lockout: app.config.signInLockout },
        { userId: user.id, tokenId: token.id },
        request.body,
      );
      return reply.code(204).send(null);
    },
  );
};
