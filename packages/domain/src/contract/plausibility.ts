import { z } from 'zod';
import { PLAUSIBILITY_CODES } from '../calculations/plausibility';

/**
 * A plausibility warning of an issuance (docs/decisions/035-plausibility-checks.md): GET /api/issuances/{id}
 * lists them, the issue wizard's Results step shows them, and the administrator acknowledges them by code.
 */
export const PlausibilityWarningSchema = z
  .object({
    code: z.enum(PLAUSIBILITY_CODES),
    path: z.array(z.string()),
    message: z.string(),
  })
  .meta({ id: 'PlausibilityWarning' });
export type PlausibilityWarning = z.infer<typeof PlausibilityWarningSchema>;

/**
 * The approval of an issuance: the codes of the warnings the administrator saw and accepts. The server
 * recomputes the warnings from the stored form and refuses the approval while one is not acknowledged.
 */
export const acknowledgedWarningsField = z
  .array(z.enum(PLAUSIBILITY_CODES, { error: 'Unknown warning' }))
  .max(PLAUSIBILITY_CODES.length)
  .optional();

/** POST /api/actions/{id}/approve on an issuance. */
export const IssuanceApprovalSchema = z.object({ acknowledgedWarnings: acknowledgedWarningsField });
export type IssuanceApproval = z.output<typeof IssuanceApprovalSchema>;
