import { z } from 'zod';
import { UNIT_TYPES } from '../catalogues/statuses';
import { STATISTICS_DIMENSIONS, STATISTICS_MONTH_PATTERN } from '../catalogues/statistics';

export * from '../catalogues/statistics';

// GET /api/public/statistics/series (issue 42): the registry's issued and claimed volume grouped one way, from
// the aggregate the publishing job keeps (decision 113), never from the ledger per request.

const month = (description: string) =>
  z
    .string()
    .trim()
    .max(7)
    .regex(STATISTICS_MONTH_PATTERN, 'A month as YYYY-MM')
    .optional()
    .describe(description);

export const StatisticsSeriesQuerySchema = z
  .object({
    by: z.enum(STATISTICS_DIMENSIONS).describe('What the items are grouped by'),
    from: month('The first month counted (YYYY-MM, inclusive); unset: from the first'),
    to: month('The last month counted (YYYY-MM, inclusive); unset: to the latest'),
    type: z.enum(UNIT_TYPES).optional().describe('Only units of this type; unset: SAFcA and SAFcE'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first month comes before the last',
    path: ['to'],
  });
export type StatisticsSeriesQuery = z.output<typeof StatisticsSeriesQuerySchema>;

const decimalTonnes = z.string().regex(/^-?\d+\.\d{3}$/);

export const StatisticsSeriesItemSchema = z
  .object({
    key: z
      .string()
      .describe(
        "The group: 'YYYY-MM', a feedstock, a process code, a tier, a band's lower bound, a country code; '' not stated",
      ),
    label: z.string().describe('The key as a person reads it'),
    issuedTonnes: decimalTonnes.describe(
      'Neat SAF issued in the period (by the month of issuance), 3 decimals',
    ),
    claimedTonnes: decimalTonnes.describe(
      'Neat SAF claimed in the period (by the month of the claim), 3 decimals',
    ),
    co2eAbatedTonnes: decimalTonnes.describe(
      'CO2e abated by the units issued in the period; by claim country, by the units claimed',
    ),
    units: z.number().int().describe('Units (serials) issued in the period; by claim country, units claimed'),
  })
  .meta({ id: 'StatisticsSeriesItem' });
export type StatisticsSeriesItem = z.infer<typeof StatisticsSeriesItemSchema>;

export const StatisticsSeriesSchema = z
  .object({
    by: z.enum(STATISTICS_DIMENSIONS),
    items: z.array(StatisticsSeriesItemSchema),
  })
  .meta({ id: 'StatisticsSeries' });
export type StatisticsSeries = z.infer<typeof StatisticsSeriesSchema>;
