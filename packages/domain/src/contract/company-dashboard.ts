import { z } from 'zod';
import { UNIT_TYPES } from '../catalogues/statuses';

// GET /api/companies/{id}/dashboard (issue 42): a company's own positions over time, for its members (the
// accounts each may view units of), never another company's.

export const CompanyDashboardQuerySchema = z.object({
  year: z.coerce
    .number()
    .int()
    .min(2000)
    .max(9999)
    .optional()
    .describe(
      "The claim year of the Scope 3 statement's figures; unset: the latest with a claim, else this year",
    ),
  type: z.enum(UNIT_TYPES).optional().describe('Only units of this type; unset: SAFcA and SAFcE'),
});
export type CompanyDashboardQuery = z.output<typeof CompanyDashboardQuerySchema>;

const tonnes = z.string().regex(/^-?\d+\.\d{3}$/);
const month = z.string().regex(/^\d{4}-\d{2}$/);

export const CompanyDashboardSchema = z
  .object({
    company: z.object({ id: z.uuid(), name: z.string() }),
    /** Volume held at the end of each month (this month: now), by the status the units had then. */
    holdings: z.array(z.object({ month, active: tonnes, claimed: tonnes, expired: tonnes })),
    /** Issued to, received from and transferred to other companies, and claimed, per month. */
    movements: z.array(
      z.object({ month, issued: tonnes, received: tonnes, transferred: tonnes, claimed: tonnes }),
    ),
    /** CO2e abated by the claimed units, by the claim year their claimant chose. */
    abatedByClaimYear: z.array(
      z.object({
        year: z.number().int(),
        claimedTonnes: tonnes,
        co2eAbatedTonnes: tonnes,
        units: z.number().int(),
      }),
    ),
    /** The Scope 3 statement's figures (claimed SAFcE) for `year`, and the claim years that have any. */
    scope3: z.object({
      year: z.number().int(),
      years: z.array(z.number().int()),
      volume: tonnes,
      co2Abated: tonnes,
      units: z.number().int(),
    }),
  })
  .meta({ id: 'CompanyDashboard' });
export type CompanyDashboard = z.infer<typeof CompanyDashboardSchema>;
