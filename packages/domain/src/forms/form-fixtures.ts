import type { IssueFormInput } from './issue/issue-form';

// Test fixtures: a valid issue form on a fixed day, so each test changes one field.
export const TODAY = '2026-11-21';
export const ID = '6f1c2a7e-3b4d-4c5e-8f90-123456789abc';
export const OTHER_ID = '0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d';

export const address = {
  addressLine: '1 Harbour Road',
  city: 'Rotterdam',
  postalCode: '3011',
  country: { name: 'Netherlands', code: 'NL' },
};

export function validIssueForm(): IssueFormInput {
  return {
    accountId: ID,
    documentationType: 'pos',
    fileTool: { name: 'pos.pdf', size: 1024, type: 'application/pdf' },
    batch: {
      companyName: 'Neste',
      fuelProviderCompanyName: 'Neste Oyj',
      leaveDate: '2026-11-01',
      batchNumber: 'B-001',
      productionYear: 2026,
      upliftCountry: 'NL',
      upliftAirport: 'AMS',
      regulatorySchemesDeclaration: [],
    },
    blending: { isBlended: true, blendingDate: '2026-11-10', blendingLocation: address },
    supplier: { siteName: 'Rotterdam refinery', siteAddress: address },
    certification: {
      scheme: 'isccCorsia',
      type: 'default',
      certificateNumber: 'EU-ISCC-Cert-123',
      certificationBody: 'SCS Global',
      expiryDate: '2027-06-30',
      certificationBodyEmail: 'certs@scs.example',
      isLowILUCRiskConfirmed: false,
      isLowDisplacementRiskConfirmed: false,
    },
    product: {
      feedStock: { name: 'Used cooking oil (UCO)' },
      quantityMT: '100',
      countries: ['NL'],
      conversionProcess: 'hefa',
      lowerHeatingValue: '44',
      jetFuelBaselineCarbonIntensity: '89g',
    },
    greenhouseGas: {
      totalLCAValueCorsiaDefault: '13.9',
      coreLCAValue: '13.9',
      inducedLandUseChange: '0',
      ghgDisplacementEmissions: '0',
      totalLCAValueincludeEmissionsFromDeliveryToAirport: false,
      useDefaultValueForDeliveryToAirport: true,
    },
  };
}
