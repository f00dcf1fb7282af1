import Decimal from 'decimal.js';
import { SABA_REDUCTION_THRESHOLD_PERCENT, type SustainabilityTier } from '@safc/domain';

// Issue forms of the demo batches, as the issue wizard sends them (forms spec §3), with the figures the
// registry derives from them. The figures are worked out here by the standard formulas so the demo reads
// true: CO2e abated (t) = tonnes x LHV (MJ/kg) x (baseline - adjusted LCA) (g/MJ) / 1000, and the emission
// reduction is (baseline - adjusted LCA) / baseline in percent.

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
const AIRPORT_DELIVERY_LCA = '0.9';

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
  totalLca: string;
  greenhouseGas: Record<string, unknown>;
  regulatorySchemes: string[];
  /** 1 when a compliance scheme (marked *) is declared, else 2. */
  category: 1 | 2;
}

function demoBatch(input: BatchInput): DemoBatch {
  const productionYear = input.now.getUTCFullYear();
  const baseline = new Decimal(input.baseline.replace('g', ''));
  const adjustedLca = new Decimal(input.totalLca).plus(AIRPORT_DELIVERY_LCA);
  const saving = baseline.minus(adjustedLca);
  const emissionReduction = saving.div(baseline).times(100).toFixed(3);
  const co2Abated = new Decimal(input.volume).times(LOWER_HEATING_VALUE).times(saving).div(1000).toFixed(3);
  // The demo batches all clear SABA's threshold; the full tier rules belong to @safc/domain's calculations.
  const tier: SustainabilityTier = new Decimal(emissionReduction).gte(SABA_REDUCTION_THRESHOLD_PERCENT)
    ? 'A'
    : 'C';
  const form = {
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
    adjustedLCAValue: adjustedLca.toNumber(),
    sustainabilityTier: tier,
  };
  return {
    form,
    volume: new Decimal(input.volume).toFixed(3),
    co2Abated,
    emissionReduction,
    adjustedLca: adjustedLca.toFixed(3),
    tier,
    category: input.category,
    typeCode: `SAFcA-${tier}${input.category}-VAL`,
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
    totalLca: '13.9',
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
    totalLca: '18.2',
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
    totalLca: '13.9',
    greenhouseGas: {
      totalLCAValueCorsiaDefault: 13.9,
      coreLCAValue: 13.9,
      inducedLandUseChange: 0,
      ghgDisplacementEmissions: 0,
    },
    regulatorySchemes: ['UK Renewable Fuels Transport Obligation (RTFO)'],
    category: 2,
  });
