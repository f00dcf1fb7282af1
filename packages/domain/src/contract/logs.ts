import { z } from 'zod';
import { EVENT_TYPES, type EventType } from '../catalogues/statuses';
import { EVENT_PAYLOAD_SCHEMAS } from '../events/event-payloads';
import { typedText } from '../forms/typed-text';

// The answers of /api/logs (DESIGN §8): the event log, newest first, and its hash-chain verification.

export const LogQuerySchema = z.object({
  type: z.enum(EVENT_TYPES).optional(),
  accountId: z.uuid().optional(),
  userId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  entityId: typedText().max(100).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso
    .datetime({ offset: true })
    .or(z.iso.date())
    .optional()
    .describe('A bare day includes that whole day'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
/** What the service reads, defaults applied. */
export type LogQuery = z.output<typeof LogQuerySchema>;
/** What the web sends: any of the filters; page and pageSize default. */
export type LogListQuery = Partial<LogQuery>;

const logEntryFields = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  at: z.iso.datetime(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  accountId: z.uuid().nullable(),
  accountName: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string(),
  hash: z.string(),
});

/** An event whose payload fits its type's schema (packages/domain/src/events): `type` narrows `payload`. */
const typedLogEntry = <T extends EventType>(type: T) =>
  logEntryFields.extend({
    type: z.literal(type),
    payloadFits: z.literal(true),
    payload: EVENT_PAYLOAD_SCHEMAS[type],
  });
type TypedLogEntrySchema = { [T in EventType]: ReturnType<typeof typedLogEntry<T>> }[EventType];

/**
 * An event whose payload today's schema of its type refuses: written by an older version (decision 038).
 * The log is sealed, so the payload is answered as recorded, with what does not fit (docs/decisions/055).
 */
const unfittingLogEntry = logEntryFields.extend({
  type: z.enum(EVENT_TYPES),
  payloadFits: z.literal(false),
  payload: z.record(z.string(), z.unknown()),
  payloadProblem: z.string(),
});

/** One entry of the log: the event's payload typed by its type (`payloadFits`, then `type`, narrow it). */
export const LogEntrySchema = z
  .discriminatedUnion('payloadFits', [
    z.discriminatedUnion(
      'type',
      EVENT_TYPES.map(typedLogEntry) as [TypedLogEntrySchema, ...TypedLogEntrySchema[]],
    ),
    unfittingLogEntry,
  ])
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
