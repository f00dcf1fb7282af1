import { z } from 'zod';

// GET /api/public/landing-page (platform spec §1, §3 "Landing statistics"): the public landing page's figures.

const decimalTonnes = z.string().regex(/^\d+\.\d{3}$/);

export const LandingStatisticsSchema = z
  .object({
    safCaVolume: decimalTonnes.describe('Tonnes of neat SAF issued as SAFcA, 3 decimals'),
    co2Abated: decimalTonnes.describe('Tonnes of CO2e abated by that SAF, 3 decimals'),
    fuelProviders: z.number().int(),
    uniqueSuppliers: z.number().int().describe('Fuel producing facilities'),
    supplyCountriesOfOrigin: z.number().int().describe('Fuel producing countries'),
    aviationCustomers: z.number().int(),
    airTransportProviders: z.number().int(),
    logisticServiceProviders: z.number().int(),
  })
  .meta({ id: 'LandingStatistics' });
export type LandingStatistics = z.infer<typeof LandingStatisticsSchema>;
