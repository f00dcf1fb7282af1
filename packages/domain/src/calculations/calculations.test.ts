import { describe, expect, it } from 'vitest';
import { co2eAbatedTonnes, emissionReductionPercent } from './emissions';
import { requiredGhgFields } from './greenhouse-gas-fields';
import { adjustedLCAValue, airportDeliveryLCA, annualisedLandUseChange } from './lca';
import { massFromNeatVolume, neatVolumeFromMass } from './neat-volume';
import { sustainabilityTier, unitCategory, unitTypeCode } from './sustainability-tier';

describe('delivery to airport (forms spec §5)', () => {
  it.each([
    [
      'if the total LCA includes it, the delivery count is 0',
      { totalLCAValueincludeEmissionsFromDeliveryToAirport: true },
      '0',
    ],
    [
      'otherwise the default is 0.9 gCO2e/MJ',
      {
        totalLCAValueincludeEmissionsFromDeliveryToAirport: false,
        useDefaultValueForDeliveryToAirport: true,
      },
      '0.9',
    ],
    [
      'or an actual integer intensity is entered',
      {
        totalLCAValueincludeEmissionsFromDeliveryToAirport: false,
        useDefaultValueForDeliveryToAirport: false,
        actualGHGIntensityAirportDelivery: 2,
      },
      '2',
    ],
  ])('%s', (_rule, delivery, expected) => {
    expect(airportDeliveryLCA(delivery)).toBe(expected);
  });
  it('the adjusted LCA adds the delivery to the certified total, exactly', () => {
    expect(
      adjustedLCAValue('13.9', {
        totalLCAValueincludeEmissionsFromDeliveryToAirport: false,
        useDefaultValueForDeliveryToAirport: true,
      }),
    ).toBe('14.8');
  });
});

describe('annualisation over 20 years', () => {
  it.each([
    ['20', '1'],
    ['30', '1.5'],
    ['-4', '-0.2'],
  ])('%s gCO2e/MJ of land-use change -> %s a year', (total, expected) => {
    expect(annualisedLandUseChange(total)).toBe(expected);
  });
});

describe('emission reduction versus the jet-fuel baseline', () => {
  it.each([
    ['89', '14.8', '83.37'],
    ['89', '35.6', '60'],
    ['89', '35.7', '59.89'],
    ['94', '94', '0'],
    ['89', '100', '-12.36'],
  ])('baseline %s, LCA %s -> %s%%', (baseline, lca, expected) => {
    expect(emissionReductionPercent(baseline, lca)).toBe(expected);
  });
});

describe('CO2e abated: tCO2e = mass_t x 1000 x LHV x (baseline - LCA) / 1e6', () => {
  it.each([
    ['100 t of HEFA at 44 MJ/kg, 89 - 14.8', '100', '44', '89', '14.8', '326.480'],
    ['the smallest block', '0.001', '43.2', '89', '39', '0.002'],
    ['a large block keeps every digit', '12345678901234.567', '44', '89', '14.8', '40306172476750.614'],
    ['a fuel at or above the baseline abates nothing', '100', '44', '89', '95', '0.000'],
  ])('%s', (_rule, massTonnes, lowerHeatingValue, baseline, lca, expected) => {
    expect(co2eAbatedTonnes({ massTonnes, lowerHeatingValue, baseline, lca })).toBe(expected);
  });
});

describe('neat volume with the default density 0.8 t/m3', () => {
  it.each([
    ['100 t in litres', '100', 'liters', '125000.000'],
    ['100 t in US gallons', '100', 'gallons', '33021.507'],
    ['0.001 t in litres', '0.001', 'liters', '1.250'],
  ] as const)('%s', (_rule, mass, unit, expected) => {
    expect(neatVolumeFromMass(mass, unit)).toBe(expected);
  });
  it.each([
    ['125,000 litres', '125000', 'liters', '100.000'],
    ['33,021.507 gallons', '33021.507', 'gallons', '100.000'],
  ] as const)('and back: %s', (_rule, volume, unit, expected) => {
    expect(massFromNeatVolume(volume, unit)).toBe(expected);
  });
});

describe('sustainability tier (SABA 60% threshold)', () => {
  const waste = { wasCertifiedAsProductionResidue: true, isPalm: false, isLowILUCRiskConfirmed: false };
  const crop = { wasCertifiedAsProductionResidue: false, isPalm: false, isLowILUCRiskConfirmed: false };
  it.each([
    ['A is SABA-preferred: a waste at 60%', { ...waste, emissionReductionPercent: '60' }, 'A'],
    ['C is SCS-eligible: a waste at 59.99%', { ...waste, emissionReductionPercent: '59.99' }, 'C'],
    ['B is SABA-eligible: a crop at 60%', { ...crop, emissionReductionPercent: '60' }, 'B'],
    [
      'A: a crop with low ILUC risk confirmed at 75%',
      { ...crop, isLowILUCRiskConfirmed: true, emissionReductionPercent: '75' },
      'A',
    ],
    ['C: a crop below 60%', { ...crop, emissionReductionPercent: '40' }, 'C'],
    [
      'C: palm-based feedstock, whatever its reduction',
      { ...waste, isPalm: true, emissionReductionPercent: '90' },
      'C',
    ],
  ] as const)('%s', (_rule, input, expected) => {
    expect(sustainabilityTier(input)).toBe(expected);
  });
});

describe('unit category and type code', () => {
  it.each([
    [
      '1 valid for compliance reporting (a * scheme declared)',
      { declaresCompliance: true, safcEIssued: false },
      1,
    ],
    ['compliance units stay 1', { declaresCompliance: true, safcEIssued: true }, 1],
    ['2 voluntary units, no SAFcE issued', { declaresCompliance: false, safcEIssued: false }, 2],
    ['3 voluntary units, SAFcE has been issued', { declaresCompliance: false, safcEIssued: true }, 3],
  ] as const)('%s', (_rule, input, expected) => {
    expect(unitCategory(input)).toBe(expected);
  });
  it.each([
    [{ type: 'SAFcA', tier: 'A', category: 2, assuranceLevel: 'VAL' }, 'SAFcA-A2-VAL'],
    [{ type: 'SAFcE', tier: 'C', category: 3, assuranceLevel: 'VER' }, 'SAFcE-C3-VER'],
  ] as const)('<type>-<tier><category>-<assurance>: %o', (input, expected) => {
    expect(unitTypeCode(input)).toBe(expected);
  });
});

describe('greenhouse-gas fields a scheme and type require', () => {
  it.each([
    ['rsbCorsia', 'default', false, 'totalLCAValueCorsiaDefault', 4],
    ['rsbGlobal', 'actual', false, 'totalLCAValueCorsiaActual', 12],
    ['isccPlus', 'default', false, 'totalLCAValueEuDefault', 3],
    ['rsbEuRed', 'actual', false, 'totalLCAValueEuActual', 12],
    ['isccEu', 'default', true, 'totalLCAValueEuDefault', 5],
  ] as const)('%s %s (solid waste %s)', (scheme, type, isSolidWaste, total, count) => {
    const fields = requiredGhgFields(scheme, type, { isSolidWaste });
    expect([fields[0], fields.length]).toEqual([total, count]);
  });
});
