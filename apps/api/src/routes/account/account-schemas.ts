import {
  ACCOUNT_MEMBERSHIP_ROLES,
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  MEMBERSHIP_STATUSES,
  USER_STATUSES,
  UploadSummarySchema,
} from '@safc/domain';
import { z } from 'zod';

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
    myRole: z.enum(ACCOUNT_MEMBERSHIP_ROLES).nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AccountSummary' });

export const AccountViewSchema = AccountSummarySchema.extend({
  members: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      email: z.string(),
      role: z.enum(ACCOUNT_MEMBERSHIP_ROLES),
      status: z.enum(MEMBERSHIP_STATUSES),
      userStatus: z.enum(USER_STATUSES),
    }),
  ),
  documents: z.array(UploadSummarySchema),
  trustedAccounts: z.array(z.object({ id: z.uuid(), name: z.string(), companyName: z.string() })),
  possibleSignersCount: z.number().int(),
}).meta({ id: 'AccountView' });

/** Create and edit answer the account and the request an administrator will decide (if any). */
export const AccountChangeSchema = AccountViewSchema.extend({ requestId: z.uuid().nullable() }).meta({
  id: 'AccountChange',
});

export const TransferTargetSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(ACCOUNT_TYPES),
    companyId: z.uuid(),
    companyName: z.string().nullable(),
  })
  .meta({ id: 'TransferTarget' });

export const TransferTargetsSchema = z
  .object({
    items: z.array(TransferTargetSchema),
    total: z.number().int().describe('How many accounts match; items holds the first 500 by name'),
  })
  .meta({ id: 'TransferTargets' });

export const AccountRepInviteResultSchema = z
  .object({
    status: z.enum(['added', 'invited']),
    userId: z.uuid().nullable(),
    invitationId: z.uuid().nullable(),
  })
  .meta({ id: 'AccountRepInviteResult' });
