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
      co2AbatedTonnes: '326.480',
      volume: '100.000',
      neatVolume: '125000.000',
      neatVolumeUnit: 'liters',
      sustainabilityTier: 'A',
      unitCategory: 2,
      typeCode: 'SAFcA-A2-VAL',
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
});
