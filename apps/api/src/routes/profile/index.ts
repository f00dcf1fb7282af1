import { CreatedApiTokenSchema, apiTokenCreateSchema } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/authenticate';
import { createApiToken } from '../../services/profile/create-api-token';
import { REFUSALS } from '../account/caller-of';

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
        summary: 'Create a named API token for a machine client; the token is shown only in this answer',
        body: apiTokenCreateSchema,
        response: { 201: CreatedApiTokenSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const { user, token } = authOf(request);
      const created = await createApiToken(app.database.db, user.id, token, request.body);
      return reply.code(201).send(created);
    },
  );
};
