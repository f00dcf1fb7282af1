import { z } from 'zod';
import { claimFormSchema } from './claim-form';
import { type DateRuleOptions } from './dates';
import { idField } from './fields';

// Issue 12 "Batch": several unit blocks transferred to one account, or claimed, in one action of the holder
// (docs/decisions/042). Each block goes whole (its free volume).

export const BATCH_MIN_BLOCKS = 2;
export const BATCH_MAX_BLOCKS = 50;

const blockIdsField = () =>
  z
    .array(idField())
    .min(BATCH_MIN_BLOCKS, `Choose at least ${BATCH_MIN_BLOCKS} blocks`)
    .max(BATCH_MAX_BLOCKS, `At most ${BATCH_MAX_BLOCKS} blocks at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each block once');

export const batchTransferFormSchema = z.object({
  blockIds: blockIdsField(),
  accountId: idField(),
  recipientId: idField(),
});
export type BatchTransferForm = z.output<typeof batchTransferFormSchema>;

export function batchClaimFormSchema(options: DateRuleOptions) {
  return claimFormSchema(options).omit({ blockId: true, volume: true }).extend({ blockIds: blockIdsField() });
}
export type BatchClaimForm = z.output<ReturnType<typeof batchClaimFormSchema>>;

/** Several pending actions signed, or accepted, in one go: all or none. */
export const actionBatchSchema = z.object({
  actionIds: z
    .array(idField())
    .min(1, 'Choose at least one action')
    .max(BATCH_MAX_BLOCKS, `At most ${BATCH_MAX_BLOCKS} actions at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each action once'),
});
export type ActionBatch = z.output<typeof actionBatchSchema>;
