import { z } from 'zod';
import { ACCOUNT_DOCUMENT_RULE, accountCreateSchema, accountEditSchema, filesField } from '@safc/domain';

// The account dialogs: the request bodies of the domain plus the documents sent with them (multipart).

export const accountCreateFormSchema = accountCreateSchema.extend({ documents: filesField(ACCOUNT_DOCUMENT_RULE) });
export type AccountCreateForm = z.output<typeof accountCreateFormSchema>;

// Documents alone are a change too, as the API judges it: the "Nothing to change" rule holds without files.
export const accountEditFormSchema = z
  .object({ ...accountEditSchema.shape, documents: filesField(ACCOUNT_DOCUMENT_RULE) })
  .refine((form) => form.documents.length > 0 || accountEditSchema.safeParse(form).success, 'Nothing to change');
export type AccountEditForm = z.output<typeof accountEditFormSchema>;
