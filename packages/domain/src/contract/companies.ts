import { z } from 'zod';
import { COMPANY_STATUSES } from '../catalogues/statuses';
import { typedText } from '../forms/typed-text';
import { UploadSummarySchema } from './uploads';

// The answers of /api/companies (DESIGN §7), and the bodies of its calls that are not forms.

export const CompanyListQuerySchema = z.object({
  status: z.enum(COMPANY_STATUSES).optional(),
  search: typedText().max(200).optional(),
});
export type CompanyListQuery = z.infer<typeof CompanyListQuerySchema>;

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
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

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
export type CompanyView = z.infer<typeof CompanyViewSchema>;

/** Edits, documents and closing answer the company and the request an administrator will decide (if any). */
export const CompanyChangeSchema = CompanyViewSchema.extend({ requestId: z.uuid().nullable() }).meta({
  id: 'CompanyChange',
});
export type CompanyChange = z.infer<typeof CompanyChangeSchema>;

/** PATCH /api/companies/{id}/block: the reason is optional (an account's is required). */
export const CompanyBlockSchema = z.object({ reason: typedText('textArea').max(1000).optional() }).nullish();
export type CompanyBlock = z.infer<typeof CompanyBlockSchema>;

/** PATCH /api/companies/{id}/privacy: hide or show the name on public pages and transfer lists. */
export const CompanyNamePrivacySchema = z.object({ isNamePrivate: z.boolean() });
export type CompanyNamePrivacy = z.infer<typeof CompanyNamePrivacySchema>;
