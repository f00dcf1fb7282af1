import {
  CreatedApiTokenSchema,
  ErrorBodySchema,
  RevokedApiTokensSchema,
  apiTokenCreateSchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/authenticate';
import { createApiToken } from '../../services/profile/create-api-token';
import { revokeAllApiTokens } from '../../services/profile/revoke-all-api-tokens';
import { REFUSALS, callerOf, registryOf } from '../account/caller-of';

/**
 * Profile settings (DESIGN §6): named API tokens. Registered under /auth beside the session calls, which
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
      const created = await createApiToken(
        registryOf(app),
        callerOf(request),
        authOf(request).token,
        request.body,
      );
      return reply.code(201).send(created);
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
    async (request) => revokeAllApiTokens(app.database.db, authOf(request).user.id),
  );
};
