import { z } from 'zod';
import { VolumeSchema } from '../decimal/decimal-schema';
import { idField } from './fields';

// Forms spec §5 "Split, issue-meta, transfer": volume at least 0.001; blockId, volume, accountId
// required; recipientId also required for transfer. accountId is the account acting on the block.

export const splitFormSchema = z.object({
  blockId: idField(),
  volume: VolumeSchema,
  accountId: idField(),
});
export type SplitForm = z.output<typeof splitFormSchema>;
export type SplitFormInput = z.input<typeof splitFormSchema>;

/** Issue-meta unbundles: the SAFcE of `volume` goes into `accountId` (DESIGN §5). */
export const issueMetaFormSchema = z.object({
  blockId: idField(),
  volume: VolumeSchema,
  accountId: idField(),
});
export type IssueMetaForm = z.output<typeof issueMetaFormSchema>;
export type IssueMetaFormInput = z.input<typeof issueMetaFormSchema>;

export const transferFormSchema = z.object({
  blockId: idField(),
  volume: VolumeSchema,
  /** The receiving account; a hidden field of the form. */
  recipientId: idField(),
  accountId: idField(),
});
export type TransferForm = z.output<typeof transferFormSchema>;
export type TransferFormInput = z.input<typeof transferFormSchema>;
