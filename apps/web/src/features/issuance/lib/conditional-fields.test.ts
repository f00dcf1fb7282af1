import { describe, expect, it } from 'vitest';
import { MUNICIPAL_SOLID_WASTE } from '@safc/domain';
import { visibleFields } from './conditional-fields';

describe('issue wizard: conditional fields (forms spec §5)', () => {
  it('nothing conditional shows on an empty form', () => {
    expect(visibleFields({})).toEqual({
      additionalSchemeName: false,
      additionalSchemeDetails: false,
      lowRiskAudit: false,
      lowDisplacementRiskAudit: false,
      otherFeedStock: false,
      mswPercent: false,
      volumeUnit: false,
      ghgFields: [],
      ghgBlock: null,
      deliveryValueChoice: false,
      actualDeliveryIntensity: false,
    });
  });

  it('additionalSchemeName is asked when the additional scheme is other', () => {
    expect(visibleFields({ additionalScheme: 'other' })).toMatchObject({
      additionalSchemeName: true,
      additionalSchemeDetails: true,
    });
    expect(visibleFields({ additionalScheme: 'rsbGlobal' })).toMatchObject({
      additionalSchemeName: false,
      additionalSchemeDetails: true,
    });
  });

  it('low-ILUC and low-displacement audit details show when the confirmation is yes', () => {
    expect(
      visibleFields({ isLowILUCRiskConfirmed: true, isLowDisplacementRiskConfirmed: false }),
    ).toMatchObject({
      lowRiskAudit: true,
      lowDisplacementRiskAudit: false,
    });
    expect(visibleFields({ isLowDisplacementRiskConfirmed: 'true' }).lowDisplacementRiskAudit).toBe(true);
  });

  it('the MSW percent and the solid-waste credits show for municipal solid waste only', () => {
    const msw = visibleFields({
      feedStockName: MUNICIPAL_SOLID_WASTE,
      scheme: 'isccCorsia',
      certificationType: 'default',
    });
    expect(msw.mswPercent).toBe(true);
    expect(msw.ghgFields).toEqual(
      expect.arrayContaining(['recyclingEmissionsCredits', 'landfillEmissionsCredits']),
    );
    const uco = visibleFields({
      feedStockName: 'Used cooking oil (UCO)',
      scheme: 'isccCorsia',
      certificationType: 'default',
    });
    expect(uco.mswPercent).toBe(false);
    expect(uco.ghgFields).not.toContain('recyclingEmissionsCredits');
  });

  it('"Other" feedstock asks for its name', () => {
    expect(visibleFields({ feedStockName: 'Other' }).otherFeedStock).toBe(true);
  });

  it.each([
    ['rsbCorsia', 'default', 'totalLCAValueCorsiaDefault', 4],
    ['isccCorsia', 'actual', 'totalLCAValueCorsiaActual', 12],
    ['isccEu', 'default', 'totalLCAValueEuDefault', 3],
    ['rsbEuRed', 'actual', 'totalLCAValueEuActual', 12],
  ])(
    'the greenhouse-gas block is chosen by scheme and type: %s %s',
    (scheme, certificationType, first, count) => {
      const fields = visibleFields({ scheme, certificationType }).ghgFields;
      expect([fields[0], fields.length]).toEqual([first, count]);
    },
  );

  it('delivery to airport: nothing more when the total includes it; otherwise the default or an actual value', () => {
    expect(visibleFields({ totalIncludesDeliveryToAirport: true })).toMatchObject({
      deliveryValueChoice: false,
      actualDeliveryIntensity: false,
    });
    expect(
      visibleFields({ totalIncludesDeliveryToAirport: false, useDefaultDeliveryValue: true }),
    ).toMatchObject({
      deliveryValueChoice: true,
      actualDeliveryIntensity: false,
    });
    expect(
      visibleFields({ totalIncludesDeliveryToAirport: false, useDefaultDeliveryValue: false }),
    ).toMatchObject({
      deliveryValueChoice: true,
      actualDeliveryIntensity: true,
    });
  });

  it('the neat volume unit is asked once a volume is given', () => {
    expect(visibleFields({ volumeOfNeatFuel: '125000' }).volumeUnit).toBe(true);
    expect(visibleFields({ volumeOfNeatFuel: ' ' }).volumeUnit).toBe(false);
    // 0 is "not measured" (docs/decisions/024): the density gives the neat volume, no unit is asked.
    expect(visibleFields({ volumeOfNeatFuel: '0' }).volumeUnit).toBe(false);
  });
});
