import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChainVerificationSchema, ErrorBodySchema, LogPageSchema, LogQuerySchema } from '@safc/domain';
import { callerOf } from '../account/caller-of';
import { verifyEventChain } from '../../services/events/verify-event-chain';
import { requireAdministrator } from '../../services/users/caller';
import { listLogs } from '../../services/logs/list-logs';

/** /api/logs: the event log (DESIGN §8) and its hash-chain verification. */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['logs'],
        summary: 'Events, newest first: company users their company’s, administrators all',
        querystring: LogQuerySchema,
        response: {
          200: LogPageSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => listLogs(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/verify',
    {
      schema: {
        tags: ['logs'],
        summary: 'Walk the whole hash chain and name the first broken link (administrators)',
        response: { 200: ChainVerificationSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      requireAdministrator(callerOf(request));
      return verifyEventChain(app.database.db);
    },
  );
};
