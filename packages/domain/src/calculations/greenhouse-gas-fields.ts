import {
  GHG_METHODOLOGY_OF_SCHEME,
  type CertificationScheme,
  type CertificationType,
} from '../catalogues/certification';

// Forms spec §3 "Greenhouse gas fields (by scheme and type)": the scheme's methodology and the
// certification type (default or actual value) select one block of fields, all in gCO2e/MJ.

/**
 * CORSIA actual values: the stages of the pathway whose sum is the core LCA, from feedstock production to
 * combustion (ICAO "CORSIA Methodology for Calculating Actual Life Cycle Emissions Values", section 2).
 */
export const CORSIA_ACTUAL_STAGE_FIELDS = [
  'production',
  'conditioning',
  'processing',
  'transportation',
  'conversionProcesses',
  'fuelTransportation',
  'combustion',
] as const;

export const GHG_BLOCK_FIELDS = {
  corsiaDefault: [
    'totalLCAValueCorsiaDefault',
    'coreLCAValue',
    'inducedLandUseChange',
    'ghgDisplacementEmissions',
  ],
  corsiaActual: [
    'totalLCAValueCorsiaActual',
    'inducedLandUseChange',
    ...CORSIA_ACTUAL_STAGE_FIELDS,
    'ghgDisplacementEmissions',
    'emissionsSavingsDueToSoilCarbonSequestration',
    'emissionsSavingsFromCSS',
  ],
  euDefault: ['totalLCAValueEuDefault', 'inducedLandUseChange', 'ghgDisplacementEmissions'],
  euActual: [
    'totalLCAValueEuActual',
    'inducedLandUseChange',
    'displacementEmissions',
    'extractionEmissions',
    'annualisedEmissions',
    'processingEmissions',
    'transportEmissions',
    'inUseFuelEmissions',
    'savingsFromSoil',
    'savingsFromCarbonAndStorage',
    'savingsFromCarbonAndReplacement',
    'savingsFromExcess',
  ],
} as const;
export type GhgBlock = keyof typeof GHG_BLOCK_FIELDS;

/** The total LCA value field of each block: the certified carbon intensity. */
export const TOTAL_LCA_FIELD: Record<GhgBlock, GhgValueField> = {
  corsiaDefault: 'totalLCAValueCorsiaDefault',
  corsiaActual: 'totalLCAValueCorsiaActual',
  euDefault: 'totalLCAValueEuDefault',
  euActual: 'totalLCAValueEuActual',
};

/** Solid-waste feedstock adds these credits. */
export const SOLID_WASTE_CREDIT_FIELDS = ['recyclingEmissionsCredits', 'landfillEmissionsCredits'] as const;

/** Savings and credits: at least 0 (they are subtracted, so a negative one would add emissions). */
export const SAVINGS_AND_CREDIT_FIELDS = [
  'emissionsSavingsDueToSoilCarbonSequestration',
  'emissionsSavingsFromCSS',
  'savingsFromSoil',
  'savingsFromCarbonAndStorage',
  'savingsFromCarbonAndReplacement',
  'savingsFromExcess',
  ...SOLID_WASTE_CREDIT_FIELDS,
] as const;

export type GhgValueField =
  (typeof GHG_BLOCK_FIELDS)[GhgBlock][number] | (typeof SOLID_WASTE_CREDIT_FIELDS)[number];

/** Every numeric field of any block, for the form's flat greenhouse-gas group. */
export const GHG_VALUE_FIELDS: readonly GhgValueField[] = [
  ...new Set<GhgValueField>([...Object.values(GHG_BLOCK_FIELDS).flat(), ...SOLID_WASTE_CREDIT_FIELDS]),
];

export function ghgBlockFor(scheme: CertificationScheme, type: CertificationType): GhgBlock {
  const methodology = GHG_METHODOLOGY_OF_SCHEME[scheme];
  if (methodology === 'corsia') return type === 'actual' ? 'corsiaActual' : 'corsiaDefault';
  return type === 'actual' ? 'euActual' : 'euDefault';
}

/** The greenhouse-gas value fields an issue form must fill for its scheme, type and feedstock. */
export function requiredGhgFields(
  scheme: CertificationScheme,
  type: CertificationType,
  { isSolidWaste }: { isSolidWaste: boolean },
): GhgValueField[] {
  return [...GHG_BLOCK_FIELDS[ghgBlockFor(scheme, type)], ...(isSolidWaste ? SOLID_WASTE_CREDIT_FIELDS : [])];
}
