import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getLandingStatistics } from '../../services/public/get-landing-statistics';

const decimalTonnes = z.string().regex(/^\d+\.\d{3}$/);

const LandingStatisticsSchema = z
  .object({
    safCaVolume: decimalTonnes.describe('Tonnes of neat SAF issued as SAFcA'),
    co2Abated: decimalTonnes.describe('Tonnes of CO2e abated'),
    fuelProviders: z.number().int(),
    uniqueSuppliers: z.number().int().describe('Fuel producing facilities'),
    supplyCountriesOfOrigin: z.number().int().describe('Fuel producing countries'),
    aviationCustomers: z.number().int(),
    airTransportProviders: z.number().int(),
    logisticServiceProviders: z.number().int(),
  })
  .meta({ id: 'LandingStatistics' });

export const landingPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landing-page',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'Statistics of the public landing page',
        response: { 200: LandingStatisticsSchema },
      },
    },
    async () => getLandingStatistics(app.database.db),
  );
};
