import { z } from 'zod';
import { UNIT_TYPES } from '../catalogues/statuses';
import { typedText } from '../forms/typed-text';
import { KeysetPagingSchema, keysetPageSchema } from './public-units';

// GET /api/public/retirements (the public claimed-units table) and POST /api/public/export (the same rows as CSV).

export const RETIREMENT_SEARCH_MAX_LENGTH = 100;

/** The table's filters; the web keeps them in the address of /retirement. Also the export's. */
export const RetirementExportBodySchema = z.object({
  retirementYear: z.coerce.number().int().min(1900).max(9999).optional(),
  search: typedText().max(RETIREMENT_SEARCH_MAX_LENGTH).optional(),
});
export type RetirementExportBody = z.output<typeof RetirementExportBodySchema>;

/** The table's filters and its keyset page (newest claim first, as the public unit list pages). */
export const RetirementQuerySchema = RetirementExportBodySchema.extend(KeysetPagingSchema.shape);
export type RetirementQuery = z.output<typeof RetirementQuerySchema>;

/** GET /api/public/retirements/export: the table's filters and the file's format. */
export const RetirementExportQuerySchema = RetirementExportBodySchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type RetirementExportQuery = z.output<typeof RetirementExportQuerySchema>;

/** A row of the public claimed-units table (DESIGN §5: the logistics provider named in a claim is shown). */
export const RetirementSchema = z
  .object({
    id: z.uuid(),
    serial: z.string(),
    unitType: z.enum(UNIT_TYPES),
    typeCode: z.string(),
    volume: z.string().describe('Tonnes of neat SAF, a decimal string'),
    co2Abated: z.string().describe('Tonnes of CO2e, a decimal string'),
    retiredAt: z.iso.datetime(),
    retirementYear: z.number().int().nullable(),
    retirementCountry: z.string().nullable(),
    claimPurpose: z.string().nullable(),
    complianceRegime: z.string().nullable(),
    /** "Private" when the claimant keeps its name out of the public registry. */
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
export type Retirement = z.infer<typeof RetirementSchema>;

/** One page of the table, newest claim first, and the cursors of the pages beside it. */
export const RetirementPageSchema = keysetPageSchema(RetirementSchema).meta({ id: 'RetirementPage' });
export type RetirementPage = z.infer<typeof RetirementPageSchema>;
