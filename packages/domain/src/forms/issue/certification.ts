import { z } from 'zod';
import { ADDITIONAL_CERTIFICATION_SCHEMES, CERTIFICATION_TYPES } from '../../catalogues/certification';
import { CertificationSchemeSchema } from '../../catalogues/status-schemas';
import { optionalDateField, dateField, type DateRuleOptions } from '../dates';
import {
  choiceField,
  REQUIRED,
  blankToUndefined,
  booleanField,
  emailField,
  optionalEmailField,
  optionalText,
  requiredText,
} from '../fields';
import { batchIdentifierField } from './batch-identifier';
import { requireWhen } from './require-when';

// Forms spec §3 "certification" and §5: expiry dates (main, additional and audit) must not be in the
// past; emails must be valid; the additional and audit details are required when they apply.

export function additionalSchemeSchema({ today }: DateRuleOptions) {
  return z
    .object({
      scheme: z.preprocess(blankToUndefined, z.enum(ADDITIONAL_CERTIFICATION_SCHEMES).optional()),
      additionalSchemeName: optionalText(),
      additionalCertificateNumber: optionalText(),
      additionalExpiryDate: optionalDateField(today, { notPast: true }),
      additionalCertificationBody: optionalText(),
      additionalCertificationBodyEmail: optionalEmailField(),
    })
    .superRefine((value, ctx) => {
      // "additionalSchemeName is required when the additional scheme is other; the additional
      // certificate details are required when an additional scheme is chosen."
      requireWhen(ctx, value, value.scheme === 'other', ['additionalSchemeName']);
      requireWhen(ctx, value, value.scheme !== undefined, [
        'additionalCertificateNumber',
        'additionalExpiryDate',
        'additionalCertificationBody',
        'additionalCertificationBodyEmail',
      ]);
    });
}

export function certificationSchema({ today }: DateRuleOptions) {
  return z
    .object(
      {
        scheme: CertificationSchemeSchema,
        type: choiceField(CERTIFICATION_TYPES).default('default'),
        certificateNumber: batchIdentifierField(),
        certificationBody: requiredText(),
        expiryDate: dateField(today, { notPast: true }),
        certificationBodyEmail: emailField(),
        traderCertificationNumber: optionalText(),
        additionalScheme: z.preprocess(blankToUndefined, additionalSchemeSchema({ today }).optional()),
        isLowILUCRiskConfirmed: booleanField().default(false),
        lowRiskAuditNumber: optionalText(),
        lowRiskAuditExpiryDate: optionalDateField(today, { notPast: true }),
        lowRiskAuditBody: optionalText(),
        lowRiskAuditBodyEmail: optionalEmailField(),
        isLowDisplacementRiskConfirmed: booleanField().default(false),
        lowDisplacementRiskAuditNumber: optionalText(),
        lowDisplacementRiskAuditExpiryDate: optionalDateField(today, { notPast: true }),
        lowDisplacementRiskAuditBody: optionalText(),
        lowDisplacementRiskAuditBodyEmail: optionalEmailField(),
      },
      { error: REQUIRED },
    )
    .superRefine((value, ctx) => {
      // "Low-ILUC and low-displacement audit details are required when the confirmation is yes."
      requireWhen(ctx, value, value.isLowILUCRiskConfirmed, [
        'lowRiskAuditNumber',
        'lowRiskAuditExpiryDate',
        'lowRiskAuditBody',
        'lowRiskAuditBodyEmail',
      ]);
      requireWhen(ctx, value, value.isLowDisplacementRiskConfirmed, [
        'lowDisplacementRiskAuditNumber',
        'lowDisplacementRiskAuditExpiryDate',
        'lowDisplacementRiskAuditBody',
        'lowDisplacementRiskAuditBodyEmail',
      ]);
    });
}
export type Certification = z.output<ReturnType<typeof certificationSchema>>;
