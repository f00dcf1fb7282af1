import { z } from 'zod';

/** A document sent with a company, an account or a request: what lists show and links download. */
export const UploadSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'UploadSummary' });
export type UploadSummary = z.infer<typeof UploadSummarySchema>;
