import { z } from 'zod';
import {
  ACCOUNT_DOCUMENT_RULE,
  ACCOUNT_MEMBERSHIP_ROLES,
  ACCOUNT_TYPES,
  REQUIRED,
  accountCreateSchema,
  accountEditSchema,
  accountRepInviteSchema,
  filesField,
} from '@safc/domain';

// The account dialogs: the request bodies of the domain plus the documents sent with them (multipart).

// A select left empty reads 'Required' (forms spec §5), not zod's list of the allowed values.
export const accountCreateFormSchema = accountCreateSchema.extend({
  type: z.enum(ACCOUNT_TYPES, { error: REQUIRED }),
  documents: filesField(ACCOUNT_DOCUMENT_RULE),
});
export type AccountCreateForm = z.output<typeof accountCreateFormSchema>;

// Documents alone are a change too, as the API judges it: the "Nothing to change" rule holds without files.
export const accountEditFormSchema = z
  .object({ ...accountEditSchema.shape, documents: filesField(ACCOUNT_DOCUMENT_RULE) })
  .refine(
    (form) => form.documents.length > 0 || accountEditSchema.safeParse(form).success,
    'Nothing to change',
  );
export type AccountEditForm = z.output<typeof accountEditFormSchema>;

export const accountRepInviteFormSchema = accountRepInviteSchema.extend({
  role: z.enum(ACCOUNT_MEMBERSHIP_ROLES, { error: REQUIRED }),
});
