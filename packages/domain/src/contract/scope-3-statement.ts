import { z } from 'zod';

// The Scope 3 statement (issue 10; docs/decisions/021): a company's claimed SAFcE of one claim year, as a PDF.

/** GET /api/companies/{id}/scope-3-statement?year=: the claim year the statement covers. */
export const Scope3StatementQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(9999).describe('The claim year (retirementYear) of the claims'),
});
export type Scope3StatementQuery = z.output<typeof Scope3StatementQuerySchema>;
