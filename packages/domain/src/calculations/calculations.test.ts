import { describe, expect, it } from 'vitest';
import { co2eAbatedTonnes, corsiaEmissionsReductionTonnes, emissionReductionPercent } from './emissions';
import { requiredGhgFields } from './greenhouse-gas-fields';
import { adjustedLCAValue, airportDeliveryLCA } from './lca';
import { adjustedLcaFormula, adjustedLcaFormulaText } from './adjusted-lca-formula';
import { GHG_FIELD_LABELS } from './greenhouse-gas-labels';
import { lcaTotalFormula } from './lca-breakdown';
import { massFromNeatVolume, neatVolumeFromMass } from './neat-volume';
import { reachesSabaThreshold, sustainabilityTier, unitCategory, unitTypeCode } from './sustainability-tier';

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
  // RED II Annex V Part C point 7: el = (CSR - CSA) x 3.664 x 1/20 x 1/P - eB is declared already spread
  // over 20 years; CORSIA's ILUC is in gCO2e/MJ too. The registry labels el so and divides nothing again.
  it('the EU annualised carbon stock change (el) is declared already spread over 20 years', () => {
    expect(GHG_FIELD_LABELS.annualisedEmissions).toBe('Annualised carbon stock change (el, over 20 years)');
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

describe('CORSIA emissions reduction: ER = FCF x MS x (1 - LS/LC)', () => {
  it.each([
    // 3.16 x 100 x (1 - 13.9/89) = 316 x 75.1/89 = 23731.6/89 = 266.64719...
    ['100 t of UCO HEFA at LS 13.9, jet fuel', '100', '13.9', 'jetFuel', '266.647'],
    // 3.16 x 1000 x (1 - 44.5/89) = 3160 x 0.5 = 1580
    ['1000 t at half of LC', '1000', '44.5', 'jetFuel', '1580.000'],
    // 3.10 x 100 x (1 - 19/95) = 310 x 0.8 = 248
    ['AvGas: FCF 3.10 and LC 95', '100', '19', 'avGas', '248.000'],
    ['a fuel at LC claims nothing', '100', '89', 'jetFuel', '0.000'],
    ['a fuel above LC claims nothing (never negative)', '100', '95', 'jetFuel', '0.000'],
  ] as const)('%s', (_rule, massTonnes, lifeCycleValue, fuel, expected) => {
    expect(corsiaEmissionsReductionTonnes({ massTonnes, lifeCycleValue, fuel })).toBe(expected);
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
  // Decided against the tier baseline, 89 gCO2e/MJ: 60% of 89 is reached when LCA <= 89 x 0.4 = 35.6.
  const waste = {
    tierBaseline: '89',
    wasCertifiedAsProductionResidue: true,
    isPalm: false,
    isLowILUCRiskConfirmed: false,
  };
  const crop = { ...waste, wasCertifiedAsProductionResidue: false };
  it.each([
    // (89 - 35.6) / 89 = 53.4 / 89 = 60% exactly
    ['A is SABA-preferred: a waste at exactly 60% (LCA 35.6)', { ...waste, adjustedLCAValue: '35.6' }, 'A'],
    // (89 - 35.604) / 89 = 53.396 / 89 = 59.99550...%, which reads 60.00% once rounded: still C
    ['C: a waste at 59.9955% (LCA 35.604), not rounded up', { ...waste, adjustedLCAValue: '35.604' }, 'C'],
    // (89 - 35.61) / 89 = 59.98876...%
    ['C is SCS-eligible: a waste at 59.99% (LCA 35.61)', { ...waste, adjustedLCAValue: '35.61' }, 'C'],
    ['B is SABA-eligible: a crop at 60%', { ...crop, adjustedLCAValue: '35.6' }, 'B'],
    [
      // (89 - 22.25) / 89 = 75%
      'A: a crop with low ILUC risk confirmed at 75% (LCA 22.25)',
      { ...crop, isLowILUCRiskConfirmed: true, adjustedLCAValue: '22.25' },
      'A',
    ],
    // (89 - 53.4) / 89 = 40%
    ['C: a crop below 60% (40%, LCA 53.4)', { ...crop, adjustedLCAValue: '53.4' }, 'C'],
    [
      'C: palm-based feedstock, whatever its reduction',
      { ...waste, isPalm: true, adjustedLCAValue: '8.9' },
      'C',
    ],
  ] as const)('%s', (_rule, input, expected) => {
    expect(sustainabilityTier(input)).toBe(expected);
  });
  it('SABA 60% threshold on exact decimals: 89 x 0.4 = 35.6 is the ceiling', () => {
    expect([
      reachesSabaThreshold('89', '35.6'),
      reachesSabaThreshold('89', '35.6000000000000000000001'),
    ]).toEqual([true, false]);
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

describe('adjusted LCA formulas per scheme and tier, with lettered terms (forms spec §4)', () => {
  it('A the certified total of the block, B the delivery to the airport, C the tier baseline', () => {
    const formula = adjustedLcaFormula('euActual');
    expect([formula.formula, formula.terms.map((term) => term.letter)]).toEqual([
      'Adjusted LCA = A + B; tier A or B needs (C - Adjusted LCA) / C >= 60%',
      ['A', 'B', 'C'],
    ]);
  });
  it('each scheme and type names what its total is made of', () => {
    expect(adjustedLcaFormulaText('corsiaDefault')).toContain(
      'A: total LCA value, CORSIA default: core LCA + induced land-use change (ILUC)',
    );
    // Issue 45 item 11: the tooltip names every term the Results' check of the total subtracts, eee too.
    expect(adjustedLcaFormulaText('euActual')).toContain(lcaTotalFormula('euActual')!);
  });
});
