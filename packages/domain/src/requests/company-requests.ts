import { z } from 'zod';
import { optionalTextArea } from '../forms/fields';
import { onboardingCompanySchema } from '../forms/onboarding-form';

/** PATCH /api/companies/{id}: the onboarding form's company fields, each optional. */
export const companyEditSchema = onboardingCompanySchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');
export type CompanyEdit = z.output<typeof companyEditSchema>;

/** POST /api/requests/{id}/approve and /reject: the administrator's comment, kept with the decision. */
export const requestDecisionSchema = z.object({
  comment: optionalTextArea(2000),
});
export type RequestDecision = z.output<typeof requestDecisionSchema>;
