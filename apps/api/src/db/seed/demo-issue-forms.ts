import Decimal from 'decimal.js';
import {
  computeIssuanceResults,
  issueRequestSchema,
  unitTypeCode,
  type SustainabilityTier,
  type UnitCategory,
} from '@safc/domain';
import { storedIssuanceFigures } from '../../services/issuances/issuance-figures';

// Issue forms of the demo batches, as the issue wizard sends them (forms spec §3), with the figures the
// registry derives from them. Each form goes through the API's own schema and the domain's
// computeIssuanceResults, as a submitted form does: the demo cannot hold a figure, tier or type code the
// rules would not give, and a demo batch that stops passing a rule stops the seed (fix the data, not the rule).

export interface DemoBatch {
  form: Record<string, unknown>;
  volume: string;
  co2Abated: string;
  emissionReduction: string;
  adjustedLca: string;
  tier: SustainabilityTier;
  category: 1 | 2;
  typeCode: string;
  productionYear: number;
}

const NORWAY = { name: 'Norway', code: 'NO' };
const LOWER_HEATING_VALUE = '44';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

const refinery = {
  siteName: 'Nordic Renewable Fuels Porsgrunn Biorefinery',
  siteAddress: {
    addressLine: 'Herøya Industripark 12',
    city: 'Porsgrunn',
    state: 'Vestfold og Telemark',
    postalCode: '3936',
    country: NORWAY,
  },
};

const osloTerminal = {
  addressLine: 'Sjursøyveien 30',
  city: 'Oslo',
  state: 'Oslo',
  postalCode: '0193',
  country: NORWAY,
};

interface BatchInput {
  batchNumber: string;
  volume: string;
  accountId: string;
  now: Date;
  scheme: 'isccCorsia' | 'isccEu' | 'rsbCorsia';
  certificateNumber: string;
  certificationBody: string;
  feedstock: string;
  countries: string[];
  baseline: '89g' | '94g';
  greenhouseGas: Record<string, unknown>;
  regulatorySchemes: string[];
  /** 1 when a compliance scheme (marked *) is declared, else 2. */
  category: 1 | 2;
}

/** The type code of a demo block of a batch, in another category than the batch's (after issue-meta). */
export const demoTypeCode = (batch: DemoBatch, category: UnitCategory): string =>
  unitTypeCode({ type: 'SAFcA', tier: batch.tier, category, assuranceLevel: 'VAL' });

function demoBatch(input: BatchInput): DemoBatch {
  const productionYear = input.now.getUTCFullYear();
  const submitted = {
    type: 'SAFcA',
    assuranceLevel: 'VAL',
    accountId: input.accountId,
    documentationType: 'pos',
    batch: {
      companyName: 'Nordic Renewable Fuels AS',
      fuelProviderCompanyName: 'Nordic Renewable Fuels AS',
      leaveDate: isoDate(daysFrom(input.now, -20)),
      batchNumber: input.batchNumber,
      productionYear,
      upliftCountry: 'NO',
      upliftAirport: 'OSL',
      regulatorySchemesDeclaration: input.regulatorySchemes,
    },
    blending: {
      isBlended: true,
      blendingDate: isoDate(daysFrom(input.now, -25)),
      blendingLocation: osloTerminal,
    },
    supplier: refinery,
    certification: {
      scheme: input.scheme,
      type: input.scheme === 'isccEu' ? 'actual' : 'default',
      certificateNumber: input.certificateNumber,
      certificationBody: input.certificationBody,
      expiryDate: isoDate(daysFrom(input.now, 300)),
      certificationBodyEmail: 'certification@sgs-demo.example',
      traderCertificationNumber: 'EU-ISCC-Cert-NO201-40012',
      isLowILUCRiskConfirmed: false,
      isLowDisplacementRiskConfirmed: false,
    },
    product: {
      feedStock: { name: input.feedstock, isSolidWaste: false, wasCertifiedAsProductionResidue: true },
      quantityMT: Number(input.volume),
      volumeOfNeatFuel: new Decimal(input.volume).div('0.78').times(1000).toDecimalPlaces(0).toNumber(),
      volumeOfNeatFuelUnit: 'liters',
      countries: input.countries,
      conversionProcess: 'hefa',
      lowerHeatingValue: Number(LOWER_HEATING_VALUE),
      jetFuelBaselineCarbonIntensity: input.baseline,
    },
    greenhouseGas: {
      ...input.greenhouseGas,
      totalLCAValueincludeEmissionsFromDeliveryToAirport: false,
      useDefaultValueForDeliveryToAirport: true,
      actualGHGIntensityAirportDelivery: null,
    },
  };
  const parsed = issueRequestSchema({ today: input.now }).safeParse(submitted);
  if (!parsed.success) {
    throw new Error(`Demo batch ${input.batchNumber} breaks the issue form's rules: ${parsed.error.message}`);
  }
  const results = computeIssuanceResults(parsed.data);
  if (results.unitCategory !== input.category) {
    throw new Error(
      `Demo batch ${input.batchNumber} is category ${results.unitCategory}, not ${input.category}`,
    );
  }
  return {
    ...storedIssuanceFigures(submitted, results),
    category: input.category, // the same value, checked above, in the demo's narrower type
    productionYear,
  };
}

/** 1,000 t of HEFA from used cooking oil, ISCC CORSIA default values: voluntary (category 2). */
export const usedCookingOilBatch = (accountId: string, now: Date) =>
  demoBatch({
    batchNumber: 'NRF-2026-0412',
    volume: '1000',
    accountId,
    now,
    scheme: 'isccCorsia',
    certificateNumber: 'EU-ISCC-Cert-NO201-38211',
    certificationBody: 'SGS Germany GmbH',
    feedstock: 'Used cooking oil (UCO)',
    countries: ['NO', 'SE', 'DK'],
    baseline: '89g',
    greenhouseGas: {
      totalLCAValueCorsiaDefault: 13.9,
      coreLCAValue: 13.9,
      inducedLandUseChange: 0,
      ghgDisplacementEmissions: 0,
    },
    regulatorySchemes: [],
    category: 2,
  });

/** 500 t of HEFA from tallow under ISCC EU actual values, declared to the Norwegian mandate: category 1. */
export const tallowBatch = (accountId: string, now: Date) =>
  demoBatch({
    batchNumber: 'NRF-2026-0587',
    volume: '500',
    accountId,
    now,
    scheme: 'isccEu',
    certificateNumber: 'EU-ISCC-Cert-NO201-38212',
    certificationBody: 'SGS Germany GmbH',
    feedstock: 'Tallow',
    countries: ['NO', 'FI'],
    baseline: '94g',
    greenhouseGas: {
      totalLCAValueEuActual: 18.2,
      inducedLandUseChange: 0,
      displacementEmissions: 0,
      extractionEmissions: 2.1,
      annualisedEmissions: 0,
      processingEmissions: 11.4,
      transportEmissions: 3.9,
      inUseFuelEmissions: 0.8,
      savingsFromSoil: 0,
      savingsFromCarbonAndStorage: 0,
      savingsFromCarbonAndReplacement: 0,
      savingsFromExcess: 0,
    },
    regulatorySchemes: ['Norway Blending Mandate'],
    category: 1,
  });

/** 750 t of HEFA from used cooking oil under RSB CORSIA, awaiting the administrator's approval. */
export const pendingUsedCookingOilBatch = (accountId: string, now: Date) =>
  demoBatch({
    batchNumber: 'NRF-2026-0633',
    volume: '750',
    accountId,
    now,
    scheme: 'rsbCorsia',
    certificateNumber: 'RSB-CORSIA-NO-0097',
    certificationBody: 'Control Union Certifications',
    feedstock: 'Used cooking oil (UCO)',
    countries: ['NO', 'DE'],
    baseline: '89g',
    greenhouseGas: {
      totalLCAValueCorsiaDefault: 13.9,
      coreLCAValue: 13.9,
      inducedLandUseChange: 0,
      ghgDisplacementEmissions: 0,
    },
    regulatorySchemes: ['UK Renewable Fuels Transport Obligation (RTFO)'],
    category: 2,
  });
