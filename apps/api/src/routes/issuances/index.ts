import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@safc/domain';
import { authOf } from '../../plugins/authenticate';
import { getIssuance } from '../../services/issuances/get-issuance';
import { IssuanceListQuerySchema, listIssuances } from '../../services/issuances/list-issuances';

const IssuanceSummarySchema = z
  .object({
    id: z.uuid(),
    status: z.string(),
    accountId: z.uuid(),
    accountName: z.string(),
    companyId: z.uuid(),
    companyName: z.string(),
    initiatorId: z.uuid(),
    initiatorName: z.string(),
    actionId: z.uuid().nullable(),
    actionStatus: z.string().nullable(),
    signatures: z.number().int(),
    requiredSignatures: z.number().int(),
    volume: z.string(),
    co2Abated: z.string(),
    emissionReduction: z.string(),
    adjustedLca: z.string().nullable(),
    tier: z.string(),
    category: z.number().int(),
    typeCode: z.string(),
    productionYear: z.number().int(),
    batchNumber: z.string().nullable(),
    documentationType: z.string(),
    blockId: z.uuid().nullable(),
    serial: z.string().nullable(),
    clarification: z.unknown(),
    createdAt: z.string(),
    approvedAt: z.string().nullable(),
  })
  .meta({ id: 'IssuanceSummary' });

const IssuanceDetailSchema = IssuanceSummarySchema.extend({
  form: z.record(z.string(), z.unknown()),
  documents: z.array(
    z.object({
      id: z.uuid(),
      originalName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
    }),
  ),
}).meta({ id: 'IssuanceDetail' });

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** /api/issuances: the /issuance screen (where each issuance stands) and one issuance with its form. */
export const issuanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['issuances'],
        summary: 'Issuances of the company (administrators: all) and where each stands',
        querystring: IssuanceListQuerySchema,
        response: {
          200: z.object({
            items: z.array(IssuanceSummarySchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => listIssuances(app.database.db, authOf(request), request.query),
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
    async (request) => getIssuance(app.database.db, authOf(request), request.params.id),
  );
};
