import { describe, expect, it } from 'vitest';
import { ADDITIONAL_CERTIFICATION_SCHEMES, JET_FUEL_BASELINE_CATALOGUE } from './certification';
import { countryName, isCountryCode, listCountries } from './countries';
import { FEEDSTOCKS, FEEDSTOCK_NAMES, OTHER_FEEDSTOCK, isMunicipalSolidWaste } from './feedstocks';
import { REGULATORY_SCHEMES, declaresCompliance, isComplianceDeclaration } from './regulatory-schemes';

describe('feedstock catalogue (forms spec §3)', () => {
  it('about 60 named feedstocks plus "Other"', () => {
    expect(FEEDSTOCKS.length).toBeGreaterThanOrEqual(55);
    expect(FEEDSTOCKS.length).toBeLessThanOrEqual(65);
    expect(FEEDSTOCK_NAMES.at(-1)).toBe(OTHER_FEEDSTOCK);
    expect(new Set(FEEDSTOCK_NAMES).size).toBe(FEEDSTOCK_NAMES.length);
  });
  it('municipal solid waste is the only one flagged as solid waste', () => {
    expect(
      FEEDSTOCKS.filter((feedstock) => feedstock.isSolidWaste).map((feedstock) => feedstock.name),
    ).toEqual(['Municipal solid waste (MSW)']);
    expect(isMunicipalSolidWaste('Municipal solid waste (MSW)')).toBe(true);
  });
  it('palm-based feedstocks are flagged as a list', () => {
    expect(
      FEEDSTOCKS.filter((feedstock) => feedstock.isPalm)
        .map((feedstock) => feedstock.name)
        .sort(),
    ).toEqual([
      'Palm fatty acid distillate (PFAD)',
      'Palm kernel meal',
      'Palm oil',
      'Palm oil mill effluent (POME)',
    ]);
  });
});

describe('regulatory schemes declaration', () => {
  it.each([
    ['France Blending Mandate', true],
    ['Refuel EU *', true],
    ['Netherlands HBE', true],
    ['California LCFS', false],
    ['None', false],
    ['Japan SAF mandate *', true],
    ['Japan SAF target', false],
  ])('the asterisked ones mark compliance: %s -> %s', (declaration, expected) => {
    expect(isComplianceDeclaration(declaration)).toBe(expected);
  });
  it('13 values, five with an asterisk', () => {
    expect(REGULATORY_SCHEMES).toHaveLength(13);
    expect(REGULATORY_SCHEMES.filter((scheme) => scheme.label.endsWith(' *'))).toHaveLength(5);
    expect(declaresCompliance(['California LCFS', 'Sweden Blending Mandate'])).toBe(true);
  });
});

describe('other catalogues', () => {
  it('the additional scheme also allows other', () => {
    expect(ADDITIONAL_CERTIFICATION_SCHEMES).toContain('other');
  });
  it('baselines 89, 94, 90 and 95 gCO2e/MJ', () => {
    expect(Object.values(JET_FUEL_BASELINE_CATALOGUE).map((baseline) => baseline.value)).toEqual([
      '89',
      '94',
      '90',
      '95',
    ]);
  });
  it('countries are ISO 3166 names and alpha-2 codes', () => {
    expect(listCountries().length).toBeGreaterThan(240);
    expect(listCountries()[0]).toEqual({ code: 'AF', name: 'Afghanistan' });
    expect(countryName('nl')).toBe('Netherlands');
    expect([isCountryCode('FR'), isCountryCode('XX')]).toEqual([true, false]);
  });

  it('a country is its ISO alpha-2 code: the alpha-3 and numeric codes the package also resolves are refused', () => {
    expect([isCountryCode('NL'), isCountryCode('NLD'), isCountryCode('528'), isCountryCode('578')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
