import { LAND_USE_ANNUALISATION_YEARS } from '../constants';
import type { GhgValueField } from './greenhouse-gas-fields';

/** The greenhouse-gas fields of the issue form (forms spec §3), named as on a proof of sustainability. */
export const GHG_FIELD_LABELS: Record<GhgValueField, string> = {
  totalLCAValueCorsiaDefault: 'Total LCA value (CORSIA default)',
  totalLCAValueCorsiaActual: 'Total LCA value (CORSIA actual)',
  totalLCAValueEuDefault: 'Total LCA value (EU default)',
  totalLCAValueEuActual: 'Total LCA value (EU actual)',
  coreLCAValue: 'Core LCA value',
  inducedLandUseChange: 'Induced land-use change (ILUC)',
  ghgDisplacementEmissions: 'Displacement emissions',
  production: 'Feedstock production',
  conditioning: 'Feedstock conditioning',
  processing: 'Feedstock processing',
  transportation: 'Feedstock transportation',
  conversionProcesses: 'Conversion processes',
  fuelTransportation: 'Fuel transportation',
  combustion: 'Combustion',
  emissionsSavingsDueToSoilCarbonSequestration: 'Savings from soil carbon sequestration',
  emissionsSavingsFromCSS: 'Savings from carbon capture and storage',
  displacementEmissions: 'Displacement emissions',
  extractionEmissions: 'Extraction or cultivation (eec)',
  // RED II Annex V Part C point 7: el is the carbon stock change "divided equally over 20 years", declared
  // already annualised; the registry never divides it again (docs/decisions/023-climate-figures.md).
  annualisedEmissions: `Annualised carbon stock change (el, over ${LAND_USE_ANNUALISATION_YEARS} years)`,
  processingEmissions: 'Processing (ep)',
  transportEmissions: 'Transport and distribution (etd)',
  inUseFuelEmissions: 'Fuel in use (eu)',
  savingsFromSoil: 'Savings from soil carbon accumulation (esca)',
  savingsFromCarbonAndStorage: 'Savings from CO2 capture and storage (eccs)',
  savingsFromCarbonAndReplacement: 'Savings from CO2 capture and replacement (eccr)',
  savingsFromExcess: 'Savings from excess electricity (eee)',
  recyclingEmissionsCredits: 'Recycling emissions credits',
  landfillEmissionsCredits: 'Landfill emissions credits',
};
