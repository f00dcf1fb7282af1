import { z } from 'zod';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../catalogues/statuses';
import { UploadSummarySchema } from './uploads';

// The answers of /api/requests (DESIGN §7): what awaits a registry administrator, and its decision.

export const RegistryRequestSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(REQUEST_KINDS),
    status: z.enum(REQUEST_STATUSES),
    companyId: z.uuid().nullable(),
    companyName: z.string().nullable(),
    accountId: z.uuid().nullable(),
    accountName: z.string().nullable(),
    issuanceId: z.uuid().nullable(),
    requestedBy: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
    payload: z.unknown(),
    documents: z.array(UploadSummarySchema),
    decidedBy: z.uuid().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    decisionComment: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Request' });
export type RegistryRequest = z.infer<typeof RegistryRequestSchema>;

export const RequestPageSchema = z
  .object({
    items: z.array(RegistryRequestSchema),
    total: z.number().int().describe('How many requests match the filter'),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'RequestPage' });
export type RequestPage = z.infer<typeof RequestPageSchema>;

export const RequestListQuerySchema = z.object({
  kind: z.enum(REQUEST_KINDS).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  companyId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type RequestListQuery = z.input<typeof RequestListQuerySchema>;
export type RequestFilter = z.output<typeof RequestListQuerySchema>;
