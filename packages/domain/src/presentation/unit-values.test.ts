import { describe, expect, it } from 'vitest';
import {
  NOTHING,
  certificationSchemeText,
  claimPurposeText,
  complianceRegimeText,
  conversionProcessText,
  countryText,
  emissionReductionText,
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
    expect(conversionProcessText('hefa')).toBe('HEFA (Hydroprocessed Esters and Fatty Acids)');
    expect(conversionProcessText('Catalytic hydrothermolysis')).toBe('Catalytic hydrothermolysis');
  });

  it('an emission reduction says the baseline it is measured against', () => {
    expect(emissionReductionText('83.37', '89')).toBe('83.37 % vs. declared baseline 89 gCO2e/MJ');
    expect(emissionReductionText('83.37', null)).toBe('83.37 %');
    expect(emissionReductionText(null, '89')).toBe(NOTHING);
  });

  it('percentages keep two decimals at most', () => {
    expect(percentText('82.456')).toBe('82.46 %');
    expect(percentText(null)).toBe(NOTHING);
  });
});
