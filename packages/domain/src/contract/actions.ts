import { z } from 'zod';
import { ACTION_STATES, ACTION_STATUSES, ACTION_TYPES } from '../catalogues/statuses';

// The answers of /api/actions (platform spec §3 "Action", docs/api/ledger.md): the lists, one action, the
// pending counts the bell polls, and what an operation or a step answers.

export const ActionListQuerySchema = z.object({
  type: z.enum(ACTION_TYPES).optional(),
  status: z.enum(ACTION_STATUSES).optional(),
  state: z.enum(ACTION_STATES).optional(),
  accountId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
/** What the service reads, defaults applied. */
export type ActionFilters = z.output<typeof ActionListQuerySchema>;
/** What the web sends: any of the filters; page and pageSize default. */
export type ActionListQuery = Partial<ActionFilters>;

/** The pending counts and lists: of the selected company, or (administrators) the one named or all. */
export const PendingActionsQuerySchema = z.object({ companyId: z.uuid().optional() });
export type PendingActionsQuery = z.infer<typeof PendingActionsQuerySchema>;

export const ActionViewSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(ACTION_TYPES),
    status: z.enum(ACTION_STATUSES),
    state: z.enum(ACTION_STATES),
    volume: z.string().nullable(),
    unitBlockId: z.uuid().nullable(),
    serial: z.string().nullable(),
    issuanceId: z.uuid().nullable(),
    sendingAccountId: z.uuid().nullable(),
    sendingAccountName: z.string().nullable(),
    sendingCompanyId: z.uuid().nullable(),
    sendingCompanyName: z.string().nullable(),
    receivingAccountId: z.uuid().nullable(),
    receivingAccountName: z.string().nullable(),
    receivingCompanyId: z.uuid().nullable(),
    receivingCompanyName: z.string().nullable(),
    initiatorId: z.uuid(),
    initiatorName: z.string(),
    signatures: z.number().int(),
    requiredSignatures: z.number().int(),
    requiredActions: z.string().describe('What the action waits for, in words'),
    createdAt: z.string(),
    updatedAt: z.string(),
    expiresAt: z.string().nullable(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'ActionView' });
export type ActionView = z.infer<typeof ActionViewSchema>;

export const ActionPageSchema = z
  .object({
    items: z.array(ActionViewSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ActionPage' });
export type ActionPage = z.infer<typeof ActionPageSchema>;

/** An issuance's exchange with the administrator: each question and each answer, in order. */
export const ClarificationSchema = z
  .object({
    thread: z.array(
      z.object({
        role: z.enum(['question', 'answer']),
        comment: z.string(),
        by: z.uuid().describe('Who asked or answered'),
        at: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'Clarification' });
export type Clarification = z.infer<typeof ClarificationSchema>;

export const ActionDetailSchema = ActionViewSchema.extend({
  payload: z.record(z.string(), z.unknown()),
  signedBy: z.array(z.object({ userId: z.uuid(), userName: z.string(), signedAt: z.string() })),
  clarification: ClarificationSchema.nullable().describe(
    'Null unless the action is an issuance that was asked about',
  ),
}).meta({ id: 'ActionDetail' });
export type ActionDetail = z.infer<typeof ActionDetailSchema>;

const processes = z.object({
  processes: z.array(ActionViewSchema),
  total: z.number().int().describe('How many there are; processes holds the 200 newest'),
});
export const PendingActionsSchema = z
  .object({ pendingAcceptance: processes, pendingSignature: processes, pendingApproval: processes })
  .meta({ id: 'PendingActions' });
export type PendingActions = z.infer<typeof PendingActionsSchema>;

export const PendingCountsSchema = z
  .object({
    pendingApprovalCount: z.number().int(),
    pendingAcceptanceCount: z.number().int(),
    pendingSignatureCount: z.number().int(),
  })
  .meta({ id: 'PendingCounts' });
export type PendingCounts = z.infer<typeof PendingCountsSchema>;

/** The action an operation started or a step moved on. */
export const ActionResultSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(ACTION_TYPES),
    status: z.enum(ACTION_STATUSES),
    volume: z.string().nullable(),
    unitBlockId: z.uuid().nullable(),
    issuanceId: z.uuid().nullable(),
    sendingAccountId: z.uuid().nullable(),
    receivingAccountId: z.uuid().nullable(),
    initiatorId: z.uuid(),
    requiredSignatures: z.number().int(),
    expiresAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ActionResult' });
export type ActionResult = z.infer<typeof ActionResultSchema>;

/** POST /api/units/batch/transfer | claim: one action per block, started together (docs/decisions/042). */
export const BatchStartedSchema = z
  .object({ batchId: z.uuid(), actions: z.array(ActionResultSchema) })
  .meta({ id: 'BatchStarted' });
export type BatchStarted = z.infer<typeof BatchStartedSchema>;

/** POST /api/actions/batch/sign | accept: every action moved on, all or none. */
export const BatchSteppedSchema = z
  .object({ actions: z.array(ActionResultSchema) })
  .meta({ id: 'BatchStepped' });
export type BatchStepped = z.infer<typeof BatchSteppedSchema>;

/** POST /api/units/issue: the issuance submitted, its Issue action and the Results step's figures. */
export const IssuanceSubmissionSchema = z
  .object({
    issuanceId: z.uuid(),
    action: ActionResultSchema,
    results: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'IssuanceSubmitted' });
export type IssuanceSubmission = z.infer<typeof IssuanceSubmissionSchema>;
