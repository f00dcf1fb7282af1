import {
  RegistryRequestSchema,
  RequestListQuerySchema,
  RequestPageSchema,
  requestDecisionSchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideRequest } from '../../services/requests/decide-request';
import { getRequest, listRequests } from '../../services/requests/list-requests';
import { readRequestDocument } from '../../services/uploads/read-document';
import { REFUSALS, callerOf, registryIn, registryOf } from '../account/caller-of';
import { sendDocument } from '../account/send-document';
import { ADMINISTRATOR } from '../../plugins/route-permission';
import { keyedCall } from '../keyed-call';

const tags = ['requests'];
const Id = z.object({ id: z.uuid() });

/** Administrator review of every Request kind (DESIGN §7). */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          "Requests: all for administrators (filter by kind, status, company); the own company's for its representative",
        querystring: RequestListQuerySchema,
        response: { 200: RequestPageSchema, ...REFUSALS },
      },
    },
    async (request) => listRequests(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One request with its documents',
        params: Id,
        response: { 200: RegistryRequestSchema, ...REFUSALS },
      },
    },
    async (request) => getRequest(app.database.db, callerOf(request), request.params.id),
  );

  app.get(
    '/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: 'Download a document sent with the request',
        params: z.object({ id: z.uuid(), documentId: z.uuid() }),
        response: { 200: z.any().describe('The file'), ...REFUSALS },
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await readRequestDocument(
          registryOf(app),
          callerOf(request),
          request.params.id,
          request.params.documentId,
        ),
      ),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/:id/${decision}`,
      {
        config: { permission: ADMINISTRATOR },
        schema: {
          tags,
          summary: `Administrator: ${decision} a pending request, with an optional comment`,
          params: Id,
          body: requestDecisionSchema.nullish(),
          response: { 200: RegistryRequestSchema, ...REFUSALS },
        },
      },
      async (request, reply) =>
        keyedCall(request, reply, 200, (call) =>
          decideRequest(
            registryIn(app, call),
            callerOf(request),
            request.params.id,
            decision === 'approve',
            request.body?.comment,
            request.body?.acknowledgedWarnings,
          ),
        ),
    );
  }
};
