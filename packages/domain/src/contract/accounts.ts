import { z } from 'zod';
import {
  ACCOUNT_MEMBERSHIP_ROLES,
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  MEMBERSHIP_STATUSES,
  USER_STATUSES,
} from '../catalogues/statuses';
import { typedText } from '../forms/typed-text';
import { CANNOT_ACT_REASONS } from '../permissions/cannot-act-reason';
import { UploadSummarySchema } from './uploads';

// The answers of /api/account (DESIGN §5 and §7, platform spec §3 and §7): one schema per shape, used by the
// routes and validated by the web (docs/decisions/010).

export const AccountListQuerySchema = z.object({
  companyId: z.uuid().optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type AccountListQuery = z.infer<typeof AccountListQuerySchema>;

export const AccountSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(ACCOUNT_TYPES),
    status: z.enum(ACCOUNT_STATUSES),
    requiredSignatures: z.number().int(),
    blockReason: z.string().nullable(),
    companyId: z.uuid(),
    companyName: z.string(),
    myRole: z
      .enum(ACCOUNT_MEMBERSHIP_ROLES)
      .nullable()
      .describe("The caller's own role on the account, if they are an active member"),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AccountSummary' });
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

export const AccountMemberSchema = z
  .object({
    userId: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ACCOUNT_MEMBERSHIP_ROLES),
    status: z.enum(MEMBERSHIP_STATUSES),
    userStatus: z.enum(USER_STATUSES),
  })
  .meta({ id: 'AccountMember' });
export type AccountMember = z.infer<typeof AccountMemberSchema>;

export const AccountViewSchema = AccountSummarySchema.extend({
  members: z.array(AccountMemberSchema),
  documents: z.array(UploadSummarySchema),
  trustedAccounts: z.array(z.object({ id: z.uuid(), name: z.string(), companyName: z.string() })),
  possibleSignersCount: z
    .number()
    .int()
    .describe(
      'Active users who may sign its actions; fewer than requiredSignatures means NotEnoughApprovers',
    ),
}).meta({ id: 'AccountView' });
export type AccountView = z.infer<typeof AccountViewSchema>;

/** Create and edit answer the account and the request an administrator will decide (if any). */
export const AccountChangeSchema = AccountViewSchema.extend({ requestId: z.uuid().nullable() }).meta({
  id: 'AccountChange',
});
export type AccountChange = z.infer<typeof AccountChangeSchema>;

export const TransferTargetQuerySchema = z.object({
  accountId: z.uuid().describe('The sending account, left out of the list'),
  search: typedText().max(200).optional(),
});
export type TransferTargetQuery = z.infer<typeof TransferTargetQuerySchema>;

export const TransferTargetSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(ACCOUNT_TYPES),
    companyId: z.uuid(),
    companyName: z
      .string()
      .nullable()
      .describe('Null when the company keeps its name private (and is not the caller’s own)'),
  })
  .meta({ id: 'TransferTarget' });
export type TransferTarget = z.infer<typeof TransferTargetSchema>;

export const TransferTargetsSchema = z
  .object({
    items: z.array(TransferTargetSchema),
    total: z.number().int().describe('How many accounts match; items holds the first 500 by name'),
  })
  .meta({ id: 'TransferTargets' });
export type TransferTargets = z.infer<typeof TransferTargetsSchema>;

/** A colleague of the account's company is added at once; anyone else is invited by e-mail. */
export const AccountRepInviteResultSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('added'), userId: z.uuid(), invitationId: z.null() }),
    z.object({ status: z.literal('invited'), userId: z.null(), invitationId: z.uuid() }),
  ])
  .meta({ id: 'AccountRepInviteResult' });
export type AccountRepInviteResult = z.infer<typeof AccountRepInviteResultSchema>;

export const ActionReadinessSchema = z
  .object({
    canAct: z.boolean(),
    reasons: z.array(z.enum(CANNOT_ACT_REASONS)).describe('Empty when canAct'),
    requiredSignatures: z.number().int(),
    possibleSigners: z.number().int().describe('Users who could sign, other than the caller'),
  })
  .meta({ id: 'ActionReadiness' });
export type ActionReadiness = z.infer<typeof ActionReadinessSchema>;
