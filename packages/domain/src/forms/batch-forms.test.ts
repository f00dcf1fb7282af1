import { describe, expect, it } from 'vitest';
import { actionBatchSchema, batchClaimFormSchema, batchTransferFormSchema } from './batch-forms';
import { ID, OTHER_ID, TODAY } from './form-fixtures';

describe('batch forms (decision 042)', () => {
  it('a batch transfer takes 2 to 50 distinct blocks', () => {
    const form = { accountId: ID, recipientId: OTHER_ID };
    expect(batchTransferFormSchema.safeParse({ ...form, blockIds: [ID, OTHER_ID] }).success).toBe(true);
    expect(batchTransferFormSchema.safeParse({ ...form, blockIds: [ID] }).success).toBe(false);
    expect(batchTransferFormSchema.safeParse({ ...form, blockIds: [ID, ID] }).success).toBe(false);
  });
  it('a batch claim is the claim form without a block and a volume', () => {
    const parsed = batchClaimFormSchema({ today: TODAY }).parse({
      blockIds: [ID, OTHER_ID],
      accountId: ID,
      retirementYear: 2020,
      retirementCountry: 'NO',
    });
    expect(parsed).not.toHaveProperty('volume');
  });
  it('several actions signed at once: at least one, each once', () => {
    expect(actionBatchSchema.safeParse({ actionIds: [] }).success).toBe(false);
    expect(actionBatchSchema.safeParse({ actionIds: [ID] }).success).toBe(true);
  });
});
