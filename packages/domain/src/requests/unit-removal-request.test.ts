import { describe, expect, it } from 'vitest';
import { unitRemovalSchema } from './unit-removal-request';

describe('Removing a unit issued in error needs a reason of 10 to 1000 characters', () => {
  it.each([
    ['a reason', 'Issued twice for batch B-1042', true],
    ['exactly 10 characters', 'Duplicate!', true],
    ['1000 characters', 'x'.repeat(1000), true],
    ['empty', '', false],
    ['9 characters', 'Duplicate', false],
    ['blank padding does not count', '   short   ', false],
    ['1001 characters', 'x'.repeat(1001), false],
  ])('%s', (_rule, reason, valid) => {
    expect(unitRemovalSchema.safeParse({ reason }).success).toBe(valid);
  });

  it('keeps the reason trimmed', () => {
    expect(unitRemovalSchema.parse({ reason: '  Issued in error  ' })).toEqual({ reason: 'Issued in error' });
  });
});
