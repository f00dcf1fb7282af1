import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@safc/domain';
import { authOf } from '../../plugins/authenticate';
import { verifyEventChain } from '../../services/events/verify-event-chain';
import { requireRegistryAdmin } from '../../services/ledger/actor';
import { LogQuerySchema, listLogs } from '../../services/logs/list-logs';

const LogEntrySchema = z
  .object({
    id: z.uuid(),
    seq: z.number().int(),
    at: z.string(),
    type: z.string(),
    actorId: z.uuid().nullable(),
    actorName: z.string().nullable(),
    companyId: z.uuid().nullable(),
    companyName: z.string().nullable(),
    accountId: z.uuid().nullable(),
    accountName: z.string().nullable(),
    entityType: z.string(),
    entityId: z.string(),
    payload: z.unknown(),
    hash: z.string(),
  })
  .meta({ id: 'LogEntry' });

const VerificationSchema = z
  .object({
    ok: z.boolean(),
    count: z.number().int(),
    brokenAt: z
      .object({
        seq: z.number().int(),
        id: z.string().nullable(),
        reason: z.enum(['missingEvent', 'prevHashMismatch', 'hashMismatch']),
      })
      .optional(),
  })
  .meta({ id: 'EventChainVerification' });

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
          200: z.object({
            items: z.array(LogEntrySchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => listLogs(app.database.db, authOf(request), request.query),
  );

  app.get(
    '/verify',
    {
      schema: {
        tags: ['logs'],
        summary: 'Walk the whole hash chain and name the first broken link (administrators)',
        response: { 200: VerificationSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      requireRegistryAdmin(authOf(request));
      return verifyEventChain(app.database.db);
    },
  );
};
