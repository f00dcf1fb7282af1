import { describe, expect, it } from 'vitest';
import {
  NOTHING,
  certificationSchemeText,
  claimPurposeText,
  complianceRegimeText,
  countryText,
  percentText,
  tonnesText,
} from './unit-values';

describe('claimed-units table: values as the public reads them', () => {
  it('volumes are en-US from the decimal string, three decimals, without float rounding', () => {
    expect(tonnesText('150.000')).toBe('150.000 t');
    expect(tonnesText('1234567.5')).toBe('1,234,567.500 t');
    expect(tonnesText('90071992547409.993')).toBe('90,071,992,547,409.993 t');
    expect(tonnesText(null)).toBe(NOTHING);
  });

  it('catalogue codes read as their labels, unknown codes as sent', () => {
    expect(claimPurposeText('international')).toBe('International');
    expect(complianceRegimeText('not-corsia')).toBe('Not CORSIA');
    expect(certificationSchemeText('isccEu')).toBe('ISCC EU');
    expect(certificationSchemeText('someScheme')).toBe('someScheme');
    expect(countryText('GB')).toBe('United Kingdom');
    expect(countryText(null)).toBe(NOTHING);
  });

  it('percentages keep two decimals at most', () => {
    expect(percentText('82.456')).toBe('82.46 %');
    expect(percentText(null)).toBe(NOTHING);
  });
});
