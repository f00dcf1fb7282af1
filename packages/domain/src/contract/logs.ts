import { z } from 'zod';
import { EVENT_TYPES } from '../catalogues/statuses';
import { typedText } from '../forms/typed-text';

// The answers of /api/logs (DESIGN §8): the event log, newest first, and its hash-chain verification.

export const LogQuerySchema = z.object({
  type: z.enum(EVENT_TYPES).optional(),
  accountId: z.uuid().optional(),
  userId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  entityId: typedText().max(100).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional().describe('A bare day includes that whole day'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
/** What the service reads, defaults applied. */
export type LogQuery = z.output<typeof LogQuerySchema>;
/** What the web sends: any of the filters; page and pageSize default. */
export type LogListQuery = Partial<LogQuery>;

export const LogEntrySchema = z
  .object({
    id: z.uuid(),
    seq: z.number().int(),
    at: z.iso.datetime(),
    type: z.enum(EVENT_TYPES),
    actorId: z.uuid().nullable(),
    actorName: z.string().nullable(),
    companyId: z.uuid().nullable(),
    companyName: z.string().nullable(),
    accountId: z.uuid().nullable(),
    accountName: z.string().nullable(),
    entityType: z.string(),
    entityId: z.string(),
    payload: z.record(z.string(), z.unknown()),
    hash: z.string(),
  })
  .meta({ id: 'LogEntry' });
export type LogEntry = z.infer<typeof LogEntrySchema>;

export const LogPageSchema = z
  .object({
    items: z.array(LogEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'LogPage' });
export type LogPage = z.infer<typeof LogPageSchema>;

export const ChainVerificationSchema = z
  .object({
    ok: z.boolean(),
    count: z.number().int(),
    brokenAt: z
      .object({
        seq: z.number().int(),
        id: z.string().nullable(),
        reason: z.enum(['missingEvent', 'prevHashMismatch', 'hashMismatch']),
      })
      .optional()
      .describe('The first broken link, when ok is false'),
  })
  .meta({ id: 'EventChainVerification' });
export type ChainVerification = z.infer<typeof ChainVerificationSchema>;
