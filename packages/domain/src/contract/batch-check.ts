import { z } from 'zod';
import { CertificationSchemeSchema } from '../catalogues/status-schemas';
import { batchIdentifierField } from '../forms/issue/batch-identifier';
import { idField } from '../forms/fields';
import { BATCH_HASH_PATTERN } from '../issuance/batch-fingerprint';

// POST /api/issuances/batch-check (decision 096): the issue wizard asks, before anything is submitted, whether
// the batch it names or the document it holds is already in the registry. The submission itself checks again.

/** The three answers that name a batch (docs/batch-fingerprint.md), each as the issue form takes it. */
export const BatchIdentitySchema = z.object({
  scheme: CertificationSchemeSchema,
  certificateNumber: batchIdentifierField(),
  batchNumber: batchIdentifierField(),
});

export const BatchCheckRequestSchema = z
  .object({
    /** The account the wizard issues into: only someone who may issue there may ask. */
    accountId: idField(),
    batch: BatchIdentitySchema.optional(),
    /** SHA-256 of the chosen document, hashed in the browser: the file is sent only with the submission. */
    documentSha256: z
      .string()
      .regex(BATCH_HASH_PATTERN, 'Must be a SHA-256 in 64 lowercase hexadecimal digits')
      .optional(),
  })
  .meta({ id: 'BatchCheckRequest' });
export type BatchCheckRequest = z.infer<typeof BatchCheckRequestSchema>;

const BatchUseSchema = z.object({
  free: z.boolean(),
  /** Why it is not free, in the words of the submission's 409; null when free. */
  message: z.string().nullable(),
});
export type BatchUse = z.infer<typeof BatchUseSchema>;

/** One answer per part asked about; a part not asked about is absent. */
export const BatchCheckSchema = z
  .object({ batch: BatchUseSchema.optional(), document: BatchUseSchema.optional() })
  .meta({ id: 'BatchCheck' });
export type BatchCheck = z.infer<typeof BatchCheckSchema>;
