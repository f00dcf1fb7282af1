import { COMPANY_STATUSES, UploadSummarySchema } from '@safc/domain';
import { z } from 'zod';

export const CompanySummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(COMPANY_STATUSES),
    country: z.string().nullable(),
    city: z.string().nullable(),
    isNamePrivate: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CompanySummary' });

export const CompanyViewSchema = CompanySummarySchema.extend({
  address: z.string().nullable(),
  address2: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  blockReason: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  representatives: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
  documents: z.array(UploadSummarySchema),
}).meta({ id: 'CompanyView' });

/** Edits, documents and closing answer the company and the request an administrator will decide (if any). */
export const CompanyChangeSchema = CompanyViewSchema.extend({ requestId: z.uuid().nullable() }).meta({
  id: 'CompanyChange',
});
