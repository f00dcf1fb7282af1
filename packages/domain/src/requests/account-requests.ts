import { z } from 'zod';
import { AccountTypeSchema } from '../catalogues/status-schemas';
import { REQUIRED, idField, requiredLine, requiredTextArea, wholeNumberFromText } from '../forms/fields';

// Bodies of the account calls (platform spec §7). Create and edit are multipart: every value is text.

export const MAX_REQUIRED_SIGNATURES = 20;

/** How many signers must sign an action of the account (DESIGN §5: default 1). */
export const requiredSignaturesField = () =>
  z.preprocess(
    wholeNumberFromText,
    z
      .number({ error: REQUIRED })
      .int('Enter a whole number')
      .min(1, 'At least 1 signature is required')
      .max(MAX_REQUIRED_SIGNATURES, `At most ${MAX_REQUIRED_SIGNATURES} signatures`),
  );

/** POST /api/account: an account of the selected company. */
export const accountCreateSchema = z.object({
  name: requiredLine(200),
  type: AccountTypeSchema,
  requiredSignatures: requiredSignaturesField().default(1),
});
export type AccountCreate = z.output<typeof accountCreateSchema>;

/** PATCH /api/account/{id}: the fields that change; the type of an account is fixed once created. */
export const accountEditSchema = z
  .object({
    name: requiredLine(200).optional(),
    requiredSignatures: requiredSignaturesField().optional(),
  })
  .refine((body) => body.name !== undefined || body.requiredSignatures !== undefined, 'Nothing to change');
export type AccountEdit = z.output<typeof accountEditSchema>;

/** PATCH /api/account/{id}/block: the reason is logged and shown to the account's members. */
export const accountBlockSchema = z.object({ reason: requiredTextArea(1000) });
export type AccountBlock = z.output<typeof accountBlockSchema>;

/**
 * PATCH /api/account/{id}/trusted: the full list of accounts whose transfers need no acceptance. The list is
 * required: a body without it must not silently trust nobody; an empty list says so.
 */
export const trustedAccountsSchema = z.object({
  trustedAccountIds: z.array(idField(), { error: REQUIRED }).transform((ids) => [...new Set(ids)]),
});
export type TrustedAccounts = z.output<typeof trustedAccountsSchema>;
