import { ErrorBodySchema, MeSchema } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/authenticate';
import { getMe } from '../../services/users/get-me';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user with companies, accounts and account memberships',
        response: { 200: MeSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => getMe(app.database.db, authOf(request).user),
  );
};
