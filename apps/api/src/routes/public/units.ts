import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../errors/error-body';
import { PublicUnitQuerySchema, getPublicUnit, listPublicUnits } from '../../services/public/public-units';
import {
  RetirementQuerySchema,
  exportRetirements,
  listRetirements,
} from '../../services/public/public-retirements';

const PublicUnitSchema = z.looseObject({
  id: z.uuid(),
  serial: z.string(),
  unitType: z.string(),
  status: z.string(),
  volume: z.string(),
  co2Abated: z.string(),
  typeCode: z.string(),
  companyName: z.string(),
});

const RetirementSchema = z
  .object({
    id: z.uuid(),
    serial: z.string(),
    unitType: z.string(),
    typeCode: z.string(),
    volume: z.string(),
    co2Abated: z.string(),
    retiredAt: z.string(),
    retirementYear: z.number().int().nullable(),
    retirementCountry: z.string().nullable(),
    claimPurpose: z.string().nullable(),
    complianceRegime: z.string().nullable(),
    claimantName: z.string(),
    logisticsProviderName: z.string().nullable(),
    airTransportProviderBeneficiaryName: z.string().nullable(),
    safceBeneficiaryName: z.string().nullable(),
    productionYear: z.number().int(),
    fuelProducingCompanyName: z.string().nullable(),
    productionFeedstock: z.string().nullable(),
    certificationScheme: z.string().nullable(),
  })
  .meta({ id: 'Retirement' });

/** Public pages: unit listing and detail, the claimed-units table and its export. No sign-in. */
export const publicUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/units',
    {
      schema: {
        tags: ['public'],
        summary: 'Public unit listing (held and claimed blocks)',
        security: [],
        querystring: PublicUnitQuerySchema,
        response: {
          200: z.object({
            items: z.array(PublicUnitSchema),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => listPublicUnits(app.database.db, request.query),
  );

  app.get(
    '/unit/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'Public unit detail',
        security: [],
        params: z.object({ id: z.uuid() }),
        response: { 200: PublicUnitSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getPublicUnit(app.database.db, request.params.id),
  );

  app.get(
    '/retirements',
    {
      schema: {
        tags: ['public'],
        summary: 'Public table of claimed (retired) units, with the logistics provider named',
        security: [],
        querystring: RetirementQuerySchema,
        response: {
          200: z.object({ items: z.array(RetirementSchema), total: z.number().int() }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => listRetirements(app.database.db, request.query),
  );

  app.post(
    '/export',
    {
      schema: {
        tags: ['public'],
        summary: 'The claimed units as a CSV file',
        security: [],
        body: RetirementQuerySchema.pick({ retirementYear: true, search: true }).nullish(),
        response: { 200: z.string().describe('text/csv'), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const csv = await exportRetirements(app.database.db, request.body ?? {});
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="safc-retirements.csv"')
        .send(csv);
    },
  );
};
