import { describe, expect, it } from 'vitest';
import { issuePlausibility, otherFeedstockFindings, unacknowledgedWarnings } from './issue-plausibility';
import { lcaBreakdownFindings } from './lca-breakdown';
import { densityOf, lowerHeatingValueFindings, neatVolumeFindings } from './plausibility';

// docs/decisions/035-plausibility-checks.md: each physical limit and just inside it, figures by hand.

const codes = (findings: { code: string }[]) => findings.map((finding) => finding.code);

describe('lower heating value: refused outside 42.0-45.0 MJ/kg (IPCC 2006 Vol 2 Table 1.2), a warning below 42.8 (ASTM D1655)', () => {
  it.each([
    ['1000', ['lowerHeatingValueOutOfRange']],
    ['45.001', ['lowerHeatingValueOutOfRange']],
    ['45.0', []],
    ['44.1', []],
    ['42.8', []],
    ['42.799', ['lowerHeatingValueBelowJetFuelSpecification']],
    ['42.0', ['lowerHeatingValueBelowJetFuelSpecification']],
    ['41.999', ['lowerHeatingValueOutOfRange']],
    // FAME biodiesel, 37 MJ/kg (RED II Annex III): not a jet fuel.
    ['37', ['lowerHeatingValueOutOfRange']],
  ])('%s MJ/kg -> %j', (value, expected) => {
    expect(codes(lowerHeatingValueFindings(value))).toEqual(expected);
  });
});

describe('neat volume against mass: refused outside 0.700-0.890 t/m3, a warning outside 0.730-0.840 t/m3', () => {
  // 100,000 litres are 100 m3, so the density is the mass in tonnes / 100.
  const of = (quantityMT: string) =>
    codes(neatVolumeFindings({ quantityMT, volumeOfNeatFuel: '100000', volumeOfNeatFuelUnit: 'liters' }));
  it.each([
    ['69.999', ['neatVolumeDensityImpossible']], // 0.69999 t/m3
    ['70', ['neatVolumeDensityOutsideSaf']], // 0.700
    ['72.999', ['neatVolumeDensityOutsideSaf']], // 0.72999
    ['73', []], // 0.730
    ['80', []], // 0.800
    ['84', []], // 0.840
    ['84.001', ['neatVolumeDensityOutsideSaf']], // 0.84001
    ['89', ['neatVolumeDensityOutsideSaf']], // 0.890
    ['89.001', ['neatVolumeDensityImpossible']], // 0.89001
  ])('%s t in 100,000 L -> %j', (mass, expected) => {
    expect(of(mass)).toEqual(expected);
  });

  it('a volume entered in gallons that was measured in litres is refused, and the message names the density', () => {
    // 1,000 t at 0.78 t/m3 is 1,282,051 L; read as gallons: 1,282,051 x 3.785411784 L = 4,853,092.4 L,
    // 1,000 / 4,853.0924 = 0.206 t/m3.
    const findings = neatVolumeFindings({
      quantityMT: '1000',
      volumeOfNeatFuel: '1282051',
      volumeOfNeatFuelUnit: 'gallons',
    });
    expect(findings).toEqual([
      {
        code: 'neatVolumeDensityImpossible',
        path: ['product', 'volumeOfNeatFuel'],
        message:
          'This volume and the quantity give 0.206 t/m3, and neat SAF weighs 0.730 to 0.840 t/m3: check the volume, its unit and the quantity',
      },
    ]);
    // In litres the same figure is 1,000 / 1,282.051 = 0.780 t/m3: nothing to say.
    expect(
      neatVolumeFindings({ quantityMT: '1000', volumeOfNeatFuel: '1282051', volumeOfNeatFuelUnit: 'liters' }),
    ).toEqual([]);
  });

  it('no volume given (blank or 0): the registry density gives it, nothing to check', () => {
    expect(
      neatVolumeFindings({ quantityMT: '1', volumeOfNeatFuel: '0', volumeOfNeatFuelUnit: 'liters' }),
    ).toEqual([]);
    expect(neatVolumeFindings({ quantityMT: '1' })).toEqual([]);
  });

  it('the density is exact: 1 t in 1,000 US gallons = 1 / 3.785411784 m3', () => {
    expect(densityOf('1', '1000', 'gallons')?.toFixed(6)).toBe('0.264172');
  });
});

describe('a certified total LCA against its breakdown, 0.05 gCO2e/MJ of rounding per figure', () => {
  const corsiaActual = (total: string, extra: Record<string, string> = {}) => ({
    totalLCAValueCorsiaActual: total,
    inducedLandUseChange: '0',
    production: '1',
    conditioning: '1',
    processing: '1',
    transportation: '1',
    conversionProcesses: '1',
    fuelTransportation: '1',
    combustion: '0',
    emissionsSavingsDueToSoilCarbonSequestration: '0',
    emissionsSavingsFromCSS: '0',
    ...extra,
  });

  it.each([
    // Breakdown 0 + 6 x 1 + 0 - 0 - 0 = 6; 11 figures, tolerance 11 x 0.05 = 0.55.
    ['6', []],
    ['6.55', []],
    ['5.45', []],
    ['6.56', ['lcaTotalContradictsBreakdown']],
    ['5.44', ['lcaTotalContradictsBreakdown']],
    ['20', ['lcaTotalContradictsBreakdown']],
  ])('CORSIA actual total %s against a breakdown of 6 -> %j', (total, expected) => {
    expect(codes(lcaBreakdownFindings('corsiaActual', corsiaActual(total), false))).toEqual(expected);
  });

  it('CORSIA actual: savings are subtracted, and for municipal solid waste the landfill and recycling credits too', () => {
    // 6 - 1.5 (soil carbon) - 0.5 (CCS) = 4.
    const savings = { emissionsSavingsDueToSoilCarbonSequestration: '1.5', emissionsSavingsFromCSS: '0.5' };
    expect(lcaBreakdownFindings('corsiaActual', corsiaActual('4', savings), false)).toEqual([]);
    // MSW: 4 - 2 (LEC) - 1 (REC) = 1; 13 figures, tolerance 0.65: 1.65 holds, 1.66 does not.
    const msw = { ...savings, landfillEmissionsCredits: '2', recyclingEmissionsCredits: '1' };
    expect(lcaBreakdownFindings('corsiaActual', corsiaActual('1.65', msw), true)).toEqual([]);
    expect(codes(lcaBreakdownFindings('corsiaActual', corsiaActual('1.66', msw), true))).toEqual([
      'lcaTotalContradictsBreakdown',
    ]);
  });

  it('the message says both figures, the formula and the tolerance, on the total field', () => {
    expect(lcaBreakdownFindings('corsiaActual', corsiaActual('20'), false)).toEqual([
      {
        code: 'lcaTotalContradictsBreakdown',
        path: ['greenhouseGas', 'totalLCAValueCorsiaActual'],
        message:
          'Total LCA value (CORSIA actual) is 20 gCO2e/MJ but its breakdown adds up to 6 (ILUC + the seven stages from feedstock production to combustion - savings); they may differ by 0.55 at most, from rounding',
      },
    ]);
  });

  it.each([
    // ICAO default UCO HEFA: core 13.9 + ILUC 0 = 13.9; 3 figures, tolerance 0.15.
    ['13.9', '13.9', '0', []],
    ['14.05', '13.9', '0', []],
    ['14.06', '13.9', '0', ['lcaTotalContradictsBreakdown']],
    // ICAO default miscanthus ATJ (USA): core 28.3 + ILUC -42.6 = -14.3; a negative ILUC is a value like any other.
    ['-14.3', '28.3', '-42.6', []],
  ])('CORSIA default total %s = core %s + ILUC %s -> %j', (total, core, iluc, expected) => {
    const values = { totalLCAValueCorsiaDefault: total, coreLCAValue: core, inducedLandUseChange: iluc };
    expect(codes(lcaBreakdownFindings('corsiaDefault', values, false))).toEqual(expected);
  });

  it('EU actual: E = eec + el + ep + etd + eu - esca - eccs - eccr - eee, a warning only', () => {
    // The demo tallow batch: 2.1 + 0 + 11.4 + 3.9 + 0.8 = 18.2.
    const tallow = {
      totalLCAValueEuActual: '18.2',
      extractionEmissions: '2.1',
      annualisedEmissions: '0',
      processingEmissions: '11.4',
      transportEmissions: '3.9',
      inUseFuelEmissions: '0.8',
      savingsFromSoil: '0',
      savingsFromCarbonAndStorage: '0',
      savingsFromCarbonAndReplacement: '0',
      savingsFromExcess: '0',
    };
    expect(lcaBreakdownFindings('euActual', tallow, false)).toEqual([]);
    // 10 figures, tolerance 0.5: 18.7 holds, 18.71 is shown.
    expect(lcaBreakdownFindings('euActual', { ...tallow, totalLCAValueEuActual: '18.7' }, false)).toEqual([]);
    expect(
      codes(lcaBreakdownFindings('euActual', { ...tallow, totalLCAValueEuActual: '18.71' }, false)),
    ).toEqual(['lcaTotalDiffersFromBreakdown']);
  });

  it('EU default has no breakdown to add up; a missing term is "Required", not a contradiction', () => {
    expect(lcaBreakdownFindings('euDefault', { totalLCAValueEuDefault: '50' }, false)).toEqual([]);
    expect(lcaBreakdownFindings('corsiaDefault', { totalLCAValueCorsiaDefault: '50' }, false)).toEqual([]);
  });
});

describe('"Other" feedstock: flagged for the administrator (issue 11 #6)', () => {
  it('names the free text, and says when it reads as palm', () => {
    expect(otherFeedstockFindings({ name: 'Other', otherFeedStock: 'Pongamia oil' })).toEqual([
      {
        code: 'otherFeedstock',
        path: ['product', 'feedStock', 'otherFeedStock'],
        message:
          'The feedstock "Pongamia oil" is not in the registry\'s catalogue (RED II Annex IX, CORSIA): check it against the proof of sustainability.',
      },
    ]);
    expect(otherFeedstockFindings({ name: 'Other', otherFeedStock: 'Crude palm oil' })[0]?.message).toContain(
      'It reads as palm-based, so it is tier C.',
    );
    expect(otherFeedstockFindings({ name: 'Used cooking oil (UCO)' })).toEqual([]);
  });
});

describe('issue plausibility: errors refuse, warnings wait for the administrator', () => {
  const form = {
    certification: { scheme: 'isccCorsia' as const, type: 'default' as const },
    product: {
      feedStock: { name: 'Other', otherFeedStock: 'Pongamia oil' },
      quantityMT: '84.001',
      volumeOfNeatFuel: '100000',
      volumeOfNeatFuelUnit: 'liters' as const,
      lowerHeatingValue: '42.5',
    },
    greenhouseGas: { totalLCAValueCorsiaDefault: '13.9', coreLCAValue: '13.9', inducedLandUseChange: '0' },
  };

  it('sorts the findings', () => {
    const { errors, warnings } = issuePlausibility(form);
    expect(errors).toEqual([]);
    expect(codes(warnings)).toEqual([
      'lowerHeatingValueBelowJetFuelSpecification',
      'neatVolumeDensityOutsideSaf',
      'otherFeedstock',
    ]);
    expect(
      codes(issuePlausibility({ ...form, product: { ...form.product, lowerHeatingValue: '50' } }).errors),
    ).toEqual(['lowerHeatingValueOutOfRange']);
  });

  it('an approval must acknowledge every warning by its code', () => {
    const { warnings } = issuePlausibility(form);
    expect(codes(unacknowledgedWarnings(warnings, ['otherFeedstock']))).toEqual([
      'lowerHeatingValueBelowJetFuelSpecification',
      'neatVolumeDensityOutsideSaf',
    ]);
    expect(unacknowledgedWarnings(warnings, codes(warnings))).toEqual([]);
  });
});
