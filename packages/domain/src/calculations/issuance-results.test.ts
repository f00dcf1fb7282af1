import { describe, expect, it } from 'vitest';
import { TODAY, validIssueForm } from '../forms/form-fixtures';
import { issueFormSchema } from '../forms/issue/issue-form';
import { computeIssuanceResults } from './issuance-results';

const parse = (change: (form: ReturnType<typeof validIssueForm>) => void = () => {}) => {
  const form = validIssueForm();
  change(form);
  return issueFormSchema({ today: TODAY }).parse(form);
};

describe('computeIssuanceResults: the Results step of the issue wizard', () => {
  it('100 t of UCO HEFA, CORSIA default 13.9 plus the default airport delivery', () => {
    expect(computeIssuanceResults(parse())).toEqual({
      ghgBlock: 'corsiaDefault',
      totalLCAValue: '13.9',
      airportDeliveryLCAValue: '0.9',
      adjustedLCAValue: '14.8',
      baselineCarbonIntensity: '89',
      emissionReductionPercent: '83.37',
      tierBaselineCarbonIntensity: '89',
      tierEmissionReductionPercent: '83.37',
      co2AbatedTonnes: '326.480',
      // ISCC CORSIA declared: 3.16 x 100 x (1 - 13.9/89) = 266.647 t CO2 (the certified total, not the adjusted)
      corsiaEmissionsReductionTonnes: '266.647',
      volume: '100.000',
      neatVolume: '125000.000',
      neatVolumeUnit: 'liters',
      sustainabilityTier: 'A',
      unitCategory: 2,
      typeCode: 'SAFcA-A2-VAL',
      // 44 MJ/kg, no neat volume, 13.9 = 13.9 + 0, a catalogue feedstock: nothing to check (decision 032).
      warnings: [],
    });
  });
  it('selecting a regulatory scheme marked with an asterisk makes the unit valid only for compliance', () => {
    const results = computeIssuanceResults(
      parse((f) => void (f.batch.regulatorySchemesDeclaration = ['Refuel EU'])),
    );
    expect([results.unitCategory, results.typeCode]).toEqual([1, 'SAFcA-A1-VAL']);
  });
  it('the neat volume as entered, in its unit', () => {
    const results = computeIssuanceResults(
      parse(
        (f) => void Object.assign(f.product, { volumeOfNeatFuel: '33000', volumeOfNeatFuelUnit: 'gallons' }),
      ),
    );
    expect([results.neatVolume, results.neatVolumeUnit]).toEqual(['33000.000', 'gallons']);
  });
  it('palm oil is never above tier C', () => {
    const results = computeIssuanceResults(parse((f) => void (f.product.feedStock = { name: 'Palm oil' })));
    expect(results.typeCode).toBe('SAFcA-C2-VAL');
  });

  it('the tier is decided against 89 gCO2e/MJ, whatever the scheme declares', () => {
    // ISCC EU, 94 g: a certified total of 37.1 + 0.9 delivery = 38 g.
    // Against 94: (94 - 38) / 94 = 59.57%; against the tier baseline 89: (89 - 38) / 89 = 57.30% -> C.
    const results = computeIssuanceResults(
      parse((f) => {
        f.certification.scheme = 'isccEu';
        f.product.jetFuelBaselineCarbonIntensity = '94g';
        f.greenhouseGas = {
          totalLCAValueEuDefault: '37.1',
          inducedLandUseChange: '0',
          ghgDisplacementEmissions: '0',
          totalLCAValueincludeEmissionsFromDeliveryToAirport: false,
          useDefaultValueForDeliveryToAirport: true,
        };
      }),
    );
    expect([
      results.baselineCarbonIntensity,
      results.emissionReductionPercent,
      results.tierBaselineCarbonIntensity,
      results.tierEmissionReductionPercent,
      results.sustainabilityTier,
      results.corsiaEmissionsReductionTonnes,
    ]).toEqual(['94', '59.57', '89', '57.3', 'C', null]);
  });
  it('the tier is decided on exact decimals: 59.9955% shows as 60% and stays tier C', () => {
    // 34.704 certified + 0.9 delivery = 35.604 g; (89 - 35.604) / 89 = 59.99550...% -> '60' on screen.
    const results = computeIssuanceResults(
      parse((f) =>
        Object.assign(f.greenhouseGas, { totalLCAValueCorsiaDefault: '34.704', coreLCAValue: '34.704' }),
      ),
    );
    expect([results.emissionReductionPercent, results.sustainabilityTier]).toEqual(['60', 'C']);
  });

  it('a neat volume of "0" stored before decision 024 falls back to the density: 100 t / 0.8 = 125,000 l', () => {
    const form = parse();
    const stored = {
      ...form,
      product: { ...form.product, volumeOfNeatFuel: '0', volumeOfNeatFuelUnit: 'liters' },
    };
    expect(computeIssuanceResults(stored as typeof form).neatVolume).toBe('125000.000');
  });

  it.each([
    ['Palm oil', true],
    ['palm fatty acid distillate', true],
    ['POME from the mill', true],
    ['Crude palm kernel oil', true],
    ['Seaweed', false],
    ['Pomegranate peel', false],
  ])('"Other" named "%s" is palm-based (tier C): %s', (otherFeedStock, palm) => {
    const results = computeIssuanceResults(
      parse(
        (f) =>
          void (f.product.feedStock = {
            name: 'Other',
            otherFeedStock,
            wasCertifiedAsProductionResidue: true,
          }),
      ),
    );
    expect(results.sustainabilityTier === 'C').toBe(palm);
  });
});
