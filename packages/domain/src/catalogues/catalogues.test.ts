import { describe, expect, it } from 'vitest';
import { ADDITIONAL_CERTIFICATION_SCHEMES, JET_FUEL_BASELINE_CATALOGUE } from './certification';
import { countryName, isCountryCode, listCountries } from './countries';
import {
  FEEDSTOCKS,
  FEEDSTOCK_NAMES,
  OTHER_FEEDSTOCK,
  RETIRED_FEEDSTOCK_NAMES,
  findFeedstock,
  isMunicipalSolidWaste,
  isPalmFeedstock,
} from './feedstocks';
import { CONVERSION_PROCESSES } from './fuel';
import { ConversionProcessSchema } from './status-schemas';
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
  it('palm-based feedstocks are flagged as a list, and a catalogue entry and its name typed as "Other" agree', () => {
    expect(isPalmFeedstock('Empty palm fruit bunches')).toBe(true);
    expect(isPalmFeedstock('Other', 'Empty palm fruit bunches')).toBe(true);
    expect(
      FEEDSTOCKS.filter((feedstock) => feedstock.isPalm)
        .map((feedstock) => feedstock.name)
        .sort(),
    ).toEqual([
      'Empty palm fruit bunches',
      'Palm fatty acid distillate (PFAD)',
      'Palm kernel meal',
      'Palm oil',
      'Palm oil mill effluent (POME)',
    ]);
  });
});

describe('feedstock catalogue against its sources (issue 11 #7, docs/decisions/036)', () => {
  const sourcesOf = (name: string) => findFeedstock(name)?.sources ?? [];
  const SOURCE = [
    /^RED II Annex IX Part A \([a-q](: .+)?\)$/,
    /^RED II Annex IX Part B \([ab]\)$/,
    /^RED II Annex IX Part [AB], added by Delegated Directive \(EU\) 2024\/1405/,
    /^CORSIA default values, (FT|HEFA|ATJ|SIP) pathway table$/,
    /^Forms spec §3, palm-based feedstocks$/,
    /^RED II Article 2\(36\), renewable fuels of non-biological origin/,
  ];
  it.each(FEEDSTOCKS.map((feedstock) => [feedstock.name, feedstock.sources] as const))(
    '%s names its document, annex, part and point or pathway table',
    (_name, sources) => {
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(SOURCE.some((pattern) => pattern.test(source))).toBe(true);
    },
  );
  it('inputs of renewable fuels of non-biological origin are not Annex IX feedstocks (RED II removed them)', () => {
    expect(sourcesOf('Renewable hydrogen and captured carbon (RFNBO)')).toEqual([
      'RED II Article 2(36), renewable fuels of non-biological origin (not an Annex IX feedstock)',
    ]);
    expect(FEEDSTOCK_NAMES).not.toContain('Captured carbon (carbon capture and utilisation)');
    expect(FEEDSTOCK_NAMES).not.toContain('Bacteria');
  });
  it('Delegated Directive 2024/1405: damaged crops and municipal wastewater in Part B; fusel oils, crude methanol and cyanobacteria in Part A; intermediate crops and degraded-land crops in Part A for aviation, else Part B', () => {
    expect(sourcesOf('Damaged crops not fit for food or feed')).toEqual([
      'RED II Annex IX Part B, added by Delegated Directive (EU) 2024/1405',
    ]);
    expect(sourcesOf('Municipal wastewater and its derivatives')[0]).toMatch(/^RED II Annex IX Part B/);
    for (const name of [
      'Fusel oils from alcoholic distillation',
      'Crude methanol from kraft pulping (wood pulp production)',
      'Cyanobacteria',
    ]) {
      expect(sourcesOf(name)).toEqual([
        'RED II Annex IX Part A, added by Delegated Directive (EU) 2024/1405',
      ]);
    }
    for (const name of [
      'Intermediate crops (catch and cover crops)',
      'Crops grown on severely degraded land',
    ]) {
      expect(sourcesOf(name)).toEqual([
        'RED II Annex IX Part A, added by Delegated Directive (EU) 2024/1405, where used for biofuels for the aviation sector',
        'RED II Annex IX Part B, added by Delegated Directive (EU) 2024/1405',
      ]);
    }
  });
  it("CORSIA's industrial waste gases for alcohol-to-jet are in, as a residue", () => {
    expect(findFeedstock('Industrial waste gases (alcohol-to-jet)')).toMatchObject({
      wasCertifiedAsProductionResidue: true,
      sources: ['CORSIA default values, ATJ pathway table'],
    });
  });
  it('the names without a source are retired from the list, not kept unsourced', () => {
    for (const name of RETIRED_FEEDSTOCK_NAMES) expect(FEEDSTOCK_NAMES).not.toContain(name);
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

describe('conversion processes (forms spec §3)', () => {
  it('are hefa, atjIntegrated, atjStandalone, ft, hefaCoProcessed, sip and ptl, and nothing else is accepted', () => {
    expect(CONVERSION_PROCESSES).toEqual([
      'hefa',
      'atjIntegrated',
      'atjStandalone',
      'ft',
      'hefaCoProcessed',
      'sip',
      'ptl',
    ]);
    for (const process of CONVERSION_PROCESSES) expect(ConversionProcessSchema.parse(process)).toBe(process);
    expect(ConversionProcessSchema.safeParse('coProcessing').success).toBe(false);
  });
});
