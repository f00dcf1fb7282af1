import { ACTION_STATUSES, ACTION_TYPES } from '@safc/domain';
import { z } from 'zod';

export const ActionViewSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(ACTION_TYPES),
    status: z.enum(ACTION_STATUSES),
    state: z.enum(['pending', 'finished']),
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
    requiredActions: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    expiresAt: z.string().nullable(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'ActionView' });

export const ActionDetailSchema = ActionViewSchema.extend({
  payload: z.record(z.string(), z.unknown()),
  signedBy: z.array(z.object({ userId: z.uuid(), userName: z.string(), signedAt: z.string() })),
  clarification: z.unknown(),
}).meta({ id: 'ActionDetail' });

const processes = z.object({
  processes: z.array(ActionViewSchema),
  total: z.number().int().describe('How many there are; processes holds the 200 newest'),
});
export const PendingActionsSchema = z
  .object({ pendingAcceptance: processes, pendingSignature: processes, pendingApproval: processes })
  .meta({ id: 'PendingActions' });

export const PendingCountsSchema = z
  .object({
    pendingApprovalCount: z.number().int(),
    pendingAcceptanceCount: z.number().int(),
    pendingSignatureCount: z.number().int(),
  })
  .meta({ id: 'PendingCounts' });
