import { z } from 'zod';
import { BatchMatchSchema } from './peers';
import {
  ACTION_STATUSES,
  DOCUMENTATION_TYPES,
  ISSUANCE_STATUSES,
  SUSTAINABILITY_TIERS,
} from '../catalogues/statuses';
import type { IssueRequest } from '../forms/issue/issue-form';
import { ClarificationSchema } from './actions';
import { PlausibilityWarningSchema } from './plausibility';

// The answers of /api/issuances (docs/api/ledger.md): where each issuance stands, and one with its form.

export const IssuanceListQuerySchema = z.object({
  accountId: z.uuid().optional(),
  status: z.enum(ISSUANCE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
/** What the service reads, defaults applied. */
export type IssuanceListFilters = z.output<typeof IssuanceListQuerySchema>;
/** What the web sends: any of the filters; page and pageSize default. */
export type IssuanceListQuery = Partial<IssuanceListFilters>;

export const IssuanceSummarySchema = z
  .object({
    id: z.uuid(),
    status: z.enum(ISSUANCE_STATUSES),
    accountId: z.uuid(),
    accountName: z.string(),
    companyId: z.uuid(),
    companyName: z.string(),
    initiatorId: z.uuid(),
    initiatorName: z.string(),
    actionId: z.uuid().nullable(),
    actionStatus: z.enum(ACTION_STATUSES).nullable(),
    signatures: z.number().int(),
    requiredSignatures: z.number().int(),
    volume: z.string(),
    co2Abated: z.string(),
    emissionReduction: z.string(),
    adjustedLca: z.string().nullable(),
    tier: z.enum(SUSTAINABILITY_TIERS),
    category: z.number().int(),
    typeCode: z.string(),
    productionYear: z.number().int(),
    batchNumber: z.string().nullable(),
    documentationType: z.enum(DOCUMENTATION_TYPES),
    blockId: z.uuid().nullable(),
    serial: z.string().nullable(),
    clarification: ClarificationSchema.nullable(),
    createdAt: z.string(),
    approvedAt: z.string().nullable(),
  })
  .meta({ id: 'IssuanceSummary' });
export type IssuanceSummary = z.infer<typeof IssuanceSummarySchema>;

export const IssuancePageSchema = z
  .object({
    items: z.array(IssuanceSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'IssuancePage' });
export type IssuancePage = z.infer<typeof IssuancePageSchema>;

/**
 * How an issuance was decided, read from its IssuanceApproved or IssuanceRejected event: by the administrator
 * (approved, or refused with a reason), or refused by a signer of the issuing account (docs/decisions/136).
 */
export const IssuanceDecisionSchema = z
  .object({
    outcome: z.enum(['approved', 'rejected']),
    comment: z.string().nullable().describe('The reason given, as typed'),
    at: z.iso.datetime(),
    byName: z.string().nullable().describe('Who decided, as the event log names them'),
    byRegistry: z
      .boolean()
      .describe('Whether a registry administrator decided (else a signer of the account)'),
  })
  .meta({ id: 'IssuanceDecision' });
export type IssuanceDecision = z.infer<typeof IssuanceDecisionSchema>;

export const IssuanceDetailSchema = IssuanceSummarySchema.extend({
  form: z
    .record(z.string(), z.unknown())
    .describe('The issue form as submitted (issueRequestSchema): the web offers "Issue similar" from it'),
  documents: z.array(
    z.object({
      id: z.uuid(),
      originalName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
    }),
  ),
  /** The plausibility warnings the administrator acknowledges before approving (decision 035). */
  warnings: z.array(PlausibilityWarningSchema),
  /** Where peer registries issued this batch or its document (issue 40); each gives a peerBatchMatch warning. */
  peerMatches: z.array(BatchMatchSchema),
  batchFingerprint: z
    .string()
    .nullable()
    .describe(
      'The batch fingerprint (docs/batch-fingerprint.md); null only for an issuance submitted before issue 40 whose batch an older one held',
    ),
  documentSha256: z
    .string()
    .nullable()
    .describe(
      'SHA-256 of the proof-of-sustainability document as uploaded; null when there is none (the demo)',
    ),
  decision: IssuanceDecisionSchema.nullable().describe(
    'Who approved or refused the issuance, when, and the reason given; null while it is pending or once cancelled',
  ),
}).meta({ id: 'IssuanceDetail' });
export type IssuanceDetail = z.infer<typeof IssuanceDetailSchema>;

/**
 * The stored form of an issuance, as the issue form's type. The API stored exactly what issueRequestSchema
 * parsed when the issuance was submitted; the answer cannot re-check it with that schema, whose rules judge
 * the day of submission and the catalogues of then. So the type is asserted here, once, for every reader.
 */
export const storedIssueForm = (form: IssuanceDetail['form']): IssueRequest => form as IssueRequest;
