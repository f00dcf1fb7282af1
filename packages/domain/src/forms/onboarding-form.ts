import { z } from 'zod';
import { isCountryCode } from '../catalogues/countries';
import { ONBOARDING_UPLOAD_RULE } from '../uploads/upload-rules';
import { EMAIL_MAX_LENGTH, REQUIRED, TEXT_LIMITS, optionalLine, requiredLine, requiredText } from './fields';
import { filesField } from './file-field';

// Forms spec §3 "Onboarding" and §5: the applicant (who becomes the Company Representative), the
// company, and supporting documents including an authorization letter signed by an executive.

export const COMPANY_EMAIL_MESSAGE = 'Enter a valid email address (at least 6 characters)';
/**
 * name@host.tld: the host's labels are split at their dots, so each character has one place to go (the
 * earlier `[^\s@]+\.[^\s@]{2,}` tried every dot of a long host in turn, quadratic in its length).
 */
export const COMPANY_EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export const onboardingUserSchema = z.object(
  {
    firstName: requiredLine(TEXT_LIMITS.name),
    middleName: optionalLine(TEXT_LIMITS.name),
    lastName: requiredLine(TEXT_LIMITS.name),
    employerName: requiredLine(TEXT_LIMITS.name),
    phoneNumber: requiredLine(TEXT_LIMITS.phone),
  },
  { error: REQUIRED },
);

export const onboardingCompanySchema = z.object(
  {
    name: requiredLine(TEXT_LIMITS.name),
    address: requiredLine(TEXT_LIMITS.name),
    address2: optionalLine(TEXT_LIMITS.name),
    city: requiredLine(TEXT_LIMITS.name),
    state: optionalLine(TEXT_LIMITS.name),
    postcode: requiredLine(TEXT_LIMITS.postcode),
    /** ISO 3166 alpha-2 code, from the country list. */
    country: requiredText()
      .transform((code) => code.toUpperCase())
      .refine(isCountryCode, 'Choose a country from the list'),
    website: requiredLine(TEXT_LIMITS.name),
    email: requiredLine(EMAIL_MAX_LENGTH)
      .min(6, { message: COMPANY_EMAIL_MESSAGE, abort: true })
      .regex(COMPANY_EMAIL_PATTERN, COMPANY_EMAIL_MESSAGE),
  },
  { error: REQUIRED },
);

/** POST /api/companies: a registered user's further company (a CompanyCreateRequest). */
export type OnboardingCompany = z.output<typeof onboardingCompanySchema>;

const onboardingFields = {
  user: onboardingUserSchema,
  company: onboardingCompanySchema,
};

export const onboardingFormSchema = z.object({
  ...onboardingFields,
  /** 1 to 10 files, each at most 10 MB, PNG, JPEG or PDF. */
  companyUploads: filesField(ONBOARDING_UPLOAD_RULE),
});
export type OnboardingForm = z.output<typeof onboardingFormSchema>;
export type OnboardingFormInput = z.input<typeof onboardingFormSchema>;

/** POST /api/onboarding/{invitationId}: the form without its files, which arrive as multipart parts. */
export const onboardingRequestSchema = z.object(onboardingFields);
export type OnboardingRequest = z.output<typeof onboardingRequestSchema>;

/**
 * The "Register another company" form: the onboarding form's company fields and its supporting documents
 * (the authorization letter, 1 to 10 files), sent as multipart to POST /api/companies.
 */
export const furtherCompanyFormSchema = z.object({
  company: onboardingCompanySchema,
  companyUploads: filesField(ONBOARDING_UPLOAD_RULE),
});
export type FurtherCompanyForm = z.output<typeof furtherCompanyFormSchema>;
