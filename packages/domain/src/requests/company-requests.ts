import { z } from 'zod';
import { optionalTextArea } from '../forms/fields';
import { onboardingCompanySchema } from '../forms/onboarding-form';
import { acknowledgedWarningsField } from '../contract/plausibility';

/** PATCH /api/companies/{id}: the onboarding form's company fields, each optional. */
export const companyEditSchema = onboardingCompanySchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');
export type CompanyEdit = z.output<typeof companyEditSchema>;

/**
 * POST /api/requests/{id}/approve and /reject: the administrator's comment, kept with the decision; an
 * issuance's approval also names the plausibility warnings it acknowledges (docs/decisions/032).
 */
export const requestDecisionSchema = z.object({
  comment: optionalTextArea(2000),
  acknowledgedWarnings: acknowledgedWarningsField,
});
export type RequestDecision = z.output<typeof requestDecisionSchema>;
