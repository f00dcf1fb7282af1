import { describe, expect, it } from 'vitest';
import { ID, OTHER_ID } from './form-fixtures';
import { maxMovableVolume, movableVolumeField } from './movable-volume';
import { transferFormSchema } from './unit-operation-forms';

const block = { volume: '250.000', freeVolume: '250.000' };

describe('the volume a transfer, split, claim or issue-meta may move (DESIGN §4)', () => {
  it.each(['transfer', 'claim', 'issueMeta'] as const)(
    '%s: up to the free volume, not 0.001 t more',
    (operation) => {
      const field = movableVolumeField(operation, block);
      expect(field.safeParse('250').success).toBe(true);
      const refused = field.safeParse('250.001');
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe(
        'Must be at most 250.000 t, the free volume of this unit',
      );
    },
  );

  it('what pending actions reserve is not free to move', () => {
    expect(maxMovableVolume('transfer', { volume: '250.000', freeVolume: '100.000' })).toBe('100.000');
    expect(
      movableVolumeField('claim', { volume: '250.000', freeVolume: '100.000' }).safeParse('100.5').success,
    ).toBe(false);
  });

  it('a split leaves a rest: at most the block less 0.001 t', () => {
    expect(maxMovableVolume('split', block)).toBe('249.999');
    const refused = movableVolumeField('split', block).safeParse('250');
    expect(refused.error?.issues[0]?.message).toBe('A split leaves a rest: at most 249.999 t');
    expect(maxMovableVolume('split', { volume: '250.000', freeVolume: '30.000' })).toBe('30.000');
  });

  it('keeps the form rules of the volume: at least 0.001, 3 decimals', () => {
    const schema = transferFormSchema.extend({ volume: movableVolumeField('transfer', block) });
    expect(
      schema.safeParse({ blockId: ID, accountId: OTHER_ID, recipientId: ID, volume: '0.0009' }).success,
    ).toBe(false);
    expect(schema.parse({ blockId: ID, accountId: OTHER_ID, recipientId: ID, volume: '12.5' }).volume).toBe(
      '12.500',
    );
  });
});
