import { z } from 'zod';
import { CLAIM_PURPOSES, COMPLIANCE_REGIMES } from '../catalogues/labels';
import { VolumeSchema } from '../decimal/decimal-schema';
import { pastYearField, type DateRuleOptions } from './dates';
import { emailField, idField, optionalIdField, requiredText } from './fields';

// Forms spec §3 "Claim" and §5: claiming (retiring) units, with optional beneficiaries.

/** A beneficiary is a company in the registry (its owner id) or named outside it (name and e-mail). */
export const claimBeneficiarySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('internal'), ownerId: idField() }),
    z.object({ kind: z.literal('external'), name: requiredText(), email: emailField() }),
  ],
  { error: 'Choose an internal or external beneficiary' },
);
export type ClaimBeneficiary = z.output<typeof claimBeneficiarySchema>;

const optionalBeneficiary = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  claimBeneficiarySchema.optional(),
);

export function claimFormSchema({ today }: DateRuleOptions) {
  return z.object({
    blockId: idField(),
    volume: VolumeSchema,
    accountId: idField(),
    retirementYear: pastYearField(today),
    retirementCountry: requiredText(),
    /** Hidden: the year the claim is recorded in the registry. */
    retirementOnRegistryYear: pastYearField(today).optional(),
    claimPurpose: z.enum(CLAIM_PURPOSES).optional(),
    complianceRegime: z.enum(COMPLIANCE_REGIMES).optional(),
    logisticsProviderBeneficiary: optionalIdField(),
    previousOwnerId: optionalIdField(),
    /** "Air Transport Provider beneficiary" */
    safcClaimBeneficiary: optionalBeneficiary,
    /** "SAFcE beneficiary": receives the SAFcE of the claimed volume (DESIGN §5). */
    sercClaimBeneficiary: optionalBeneficiary,
  });
}
export type ClaimForm = z.output<ReturnType<typeof claimFormSchema>>;
export type ClaimFormInput = z.input<ReturnType<typeof claimFormSchema>>;

/** Forms spec §5: not editable once saved (paths into the form; beneficiaries by their ownerId). */
export const CLAIM_LOCKED_FIELDS = [
  'blockId',
  'volume',
  'accountId',
  'retirementYear',
  'retirementCountry',
  'retirementOnRegistryYear',
  'claimPurpose',
  'complianceRegime',
  'logisticsProviderBeneficiary',
  'safcClaimBeneficiary.ownerId',
  'sercClaimBeneficiary.ownerId',
] as const;
export type ClaimLockedField = (typeof CLAIM_LOCKED_FIELDS)[number];

export const isClaimFieldLocked = (path: string): boolean =>
  (CLAIM_LOCKED_FIELDS as readonly string[]).includes(path);

/** An outside beneficiary's name and e-mail, the only parts of a saved beneficiary that may change. */
const externalBeneficiaryEdit = z.object({
  kind: z
    .literal('external', { error: 'Only a beneficiary outside the registry can be edited' })
    .default('external'),
  name: requiredText(),
  email: emailField(),
});

/**
 * Forms spec §5, editing a saved claim: only the fields CLAIM_LOCKED_FIELDS leaves open. A field left out
 * stays as saved; a beneficiary given here must be one outside the registry when the claim was saved
 * (its kind and an internal owner are locked). docs/decisions/039.
 */
export const claimEditFormSchema = z.strictObject(
  {
    previousOwnerId: optionalIdField(),
    safcClaimBeneficiary: externalBeneficiaryEdit.optional(),
    sercClaimBeneficiary: externalBeneficiaryEdit.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Cannot be changed once the claim is saved' : undefined,
  },
);
export type ClaimEditForm = z.output<typeof claimEditFormSchema>;
export type ClaimEditFormInput = z.input<typeof claimEditFormSchema>;

/** The top-level claim fields a body names that a saved claim keeps (a nested ownerId counts for its parent). */
export function lockedClaimFieldsIn(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((key) => {
    if (isClaimFieldLocked(key)) return true;
    const value = body[key];
    return (
      typeof value === 'object' &&
      value !== null &&
      'ownerId' in value &&
      isClaimFieldLocked(`${key}.ownerId`)
    );
  });
}
