import { REQUEST_KINDS, REQUEST_STATUSES, requestDecisionSchema } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideRequest } from '../../services/requests/decide-request';
import { getRequest, listRequests } from '../../services/requests/list-requests';
import { readRequestDocument } from '../../services/uploads/read-document';
import { UploadSummarySchema } from '../account/account-schemas';
import { REFUSALS, callerOf, registryOf } from '../account/caller-of';
import { sendDocument } from '../account/send-document';

const RequestSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(REQUEST_KINDS),
    status: z.enum(REQUEST_STATUSES),
    companyId: z.uuid().nullable(),
    companyName: z.string().nullable(),
    accountId: z.uuid().nullable(),
    accountName: z.string().nullable(),
    issuanceId: z.uuid().nullable(),
    requestedBy: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
    payload: z.unknown(),
    documents: z.array(UploadSummarySchema),
    decidedBy: z.uuid().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    decisionComment: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Request' });

const RequestPageSchema = z
  .object({
    items: z.array(RequestSchema),
    total: z.number().int().describe('How many requests match the filter'),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'RequestPage' });

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
        querystring: z.object({
          kind: z.enum(REQUEST_KINDS).optional(),
          status: z.enum(REQUEST_STATUSES).optional(),
          companyId: z.uuid().optional(),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(50),
        }),
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
        response: { 200: RequestSchema, ...REFUSALS },
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
        schema: {
          tags,
          summary: `Administrator: ${decision} a pending request, with an optional comment`,
          params: Id,
          body: requestDecisionSchema.nullish(),
          response: { 200: RequestSchema, ...REFUSALS },
        },
      },
      async (request) =>
        decideRequest(
          app.database.db,
          callerOf(request),
          request.params.id,
          decision === 'approve',
          request.body?.comment,
        ),
    );
  }
};
