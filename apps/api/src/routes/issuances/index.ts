import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BatchCheckRequestSchema,
  BatchCheckSchema,
  ErrorBodySchema,
  IssuanceDetailSchema,
  IssuanceListQuerySchema,
  IssuancePageSchema,
} from '@safc/domain';
import { callerOf, registryOf } from '../account/caller-of';
import { sendDocument } from '../account/send-document';
import { may } from '../../plugins/route-permission';
import { checkBatch } from '../../services/issuances/check-batch';
import { getIssuance } from '../../services/issuances/get-issuance';
import { listIssuances } from '../../services/issuances/list-issuances';
import { readIssuanceDocument } from '../../services/uploads/read-document';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * /api/issuances: the /issuance screen (where each issuance stands), one issuance with its form, and the issue
 * wizard's question whether a batch is already in the registry.
 */
export const issuanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['issuances'],
        summary: 'Issuances of the company (administrators: all) and where each stands',
        querystring: IssuanceListQuerySchema,
        response: {
          200: IssuancePageSchema,
          ...errors,
        },
      },
    },
    async (request) => listIssuances(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['issuances'],
        summary: 'One issuance with its form (for "Issue similar") and documents',
        params: z.object({ id: z.uuid() }),
        response: { 200: IssuanceDetailSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => getIssuance(app.database.db, callerOf(request), request.params.id),
  );

  app.get(
    '/:id/documents/:documentId',
    {
      schema: {
        tags: ['issuances'],
        summary: 'Download the document an issuance was submitted with (its proof of sustainability)',
        params: z.object({ id: z.uuid(), documentId: z.uuid() }),
        response: { 200: z.any().describe('The file'), ...errors, 404: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await readIssuanceDocument(
          registryOf(app),
          callerOf(request),
          request.params.id,
          request.params.documentId,
        ),
      ),
  );

  app.post(
    '/batch-check',
    {
      // Permission before validation (decision 093): someone who may issue nowhere learns nothing of the body.
      config: { permission: may('Issue', 'Unit'), takesNoIdempotencyKey: 'a question: it changes nothing' },
      schema: {
        tags: ['issuances'],
        summary: 'Whether a batch or a document is already held by an issuance here (the issue wizard asks)',
        body: BatchCheckRequestSchema,
        response: { 200: BatchCheckSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => checkBatch(app.database.db, callerOf(request), request.body),
  );
};
