import { describe, expect, it } from 'vitest';
import { decimalString, sumVolumes, toDecimal, volumeString } from './decimal';
import { VolumeSchema, decimalField } from './decimal-schema';

describe('VolumeSchema: volume at least 0.001, at most 3 decimal places', () => {
  it.each([
    ['0.001 is the minimum volume', '0.001', '0.001'],
    ['3 decimal places are allowed', '12.345', '12.345'],
    ['a number from a form input', 2.5, '2.500'],
    ['canonical string with three decimals', ' 100 ', '100.000'],
    ['large volumes keep every digit', '12345678901234567.125', '12345678901234567.125'],
  ] as const)('%s: %s -> %s', (_rule, input, expected) => {
    expect(VolumeSchema.parse(input)).toBe(expected);
  });
  it.each([
    ['0.0009 is below the minimum volume (and has 4 decimals)', '0.0009'],
    ['4 decimal places are refused', '1.2345'],
    ['zero is below the minimum volume', '0'],
    ['negative volumes are refused', '-1'],
    ['text is not a volume', 'ten'],
    ['exponent notation is refused', '1e3'],
    ['a missing volume is required', undefined],
    ['an empty volume is required', ''],
    ['more than 17 integer digits do not fit numeric(20,3)', '123456789012345678'],
  ] as const)('%s', (_rule, input) => {
    expect(VolumeSchema.safeParse(input).success).toBe(false);
  });
  it('says "Required" when missing', () => {
    expect(VolumeSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Required');
  });
  it('says the minimum when below it', () => {
    expect(VolumeSchema.safeParse('0.0001').error?.issues.map((i) => i.message)).toContain(
      'At most 3 decimal places',
    );
    expect(VolumeSchema.safeParse('0.000').error?.issues[0]?.message).toBe('Must be at least 0.001');
  });
  it('an unbounded field allows negatives', () => {
    expect(decimalField().parse('-2.50')).toBe('-2.5');
  });
});

describe('decimal helpers never use float arithmetic', () => {
  it('0.1 + 0.2 is exactly 0.3', () => {
    expect(sumVolumes(['0.1', '0.2'])).toBe('0.300');
    expect(toDecimal(0.1).plus(0.2).toFixed()).toBe('0.3');
  });
  it.each([
    ['12.5', '12.500'],
    ['0.0005', '0.001'],
  ])('volumeString(%s) = %s', (input, expected) => {
    expect(volumeString(input)).toBe(expected);
  });
  it('decimalString drops trailing zeros', () => {
    expect(decimalString('12.500')).toBe('12.5');
    expect(decimalString('2.34567', 2)).toBe('2.35');
  });
  it('refuses text that is not a number', () => {
    expect(() => toDecimal('12,5')).toThrow(RangeError);
  });
});
