import Decimal from 'decimal.js';
import { LITERS_PER_VOLUME_UNIT, type VolumeUnit } from '../catalogues/fuel';
import { isDecimalText, toDecimal } from '../decimal/decimal';
import { neatVolumeGiven } from './neat-volume';

// Plausibility of the physical facts of an issue form (issue 11 #4, docs/decisions/035-plausibility-checks.md).
// An error is a value no jet fuel can have: the form refuses it and names the field. A warning is a value a
// real fuel can have but jet fuel as specified does not: the form accepts it, the Results step shows it, and
// the administrator acknowledges it before approving.

/**
 * Lower heating value (net calorific value) of jet kerosene, MJ/kg: IPCC 2006 Guidelines for National
 * Greenhouse Gas Inventories, Vol. 2 (Energy), Chapter 1, Table 1.2: default 44.1 TJ/Gg, 95% interval
 * 42.0 to 45.0 TJ/Gg (1 TJ/Gg = 1 MJ/kg). Outside it the value is refused: a kerosene-range hydrocarbon cannot
 * exceed 45 (n-alkanes, the most energetic, stay under 44.5) and below 42 the fuel is not jet fuel
 * (FAME biodiesel is 37, ethanol 27: RED II Annex III).
 */
export const LOWER_HEATING_VALUE_RANGE = { min: '42.0', max: '45.0' } as const;
/**
 * The specification minimum net heat of combustion of jet fuel and of blends with synthesized
 * components: 42.8 MJ/kg (ASTM D1655 Table 1; ASTM D7566 Table 1; Def Stan 91-091 Table 1). From 42.0 up
 * to it the value is accepted with a warning.
 */
export const JET_FUEL_MIN_LOWER_HEATING_VALUE = '42.8';
export const LOWER_HEATING_VALUE_RANGE_MESSAGE = `Enter a lower heating value from ${LOWER_HEATING_VALUE_RANGE.min} to ${LOWER_HEATING_VALUE_RANGE.max} MJ/kg: jet fuels lie in this range`;

/**
 * Density of neat SAF at 15 °C, t/m3 (= kg/L): 0.730 is the lowest any synthesized paraffinic kerosene may
 * have (ASTM D7566 Annex A1, A2 and A5 tables: 730 kg/m3 min), 0.840 the highest for jet fuel (ASTM D1655
 * Table 1, Def Stan 91-091 Table 1: 775 to 840 kg/m3). Outside it, accepted with a warning.
 */
export const NEAT_SAF_DENSITY_RANGE = { min: '0.730', max: '0.840' } as const;
/**
 * Refused outside this: the SAF range widened by the thermal expansion of a volume measured away from
 * 15 °C (about 0.1% per °C for kerosene, API MPMS Chapter 11.1 / ASTM D1250 Table 54B): measured at +50 °C
 * 0.730 reads 3.5% lower (0.704), at -40 °C 0.840 reads 5.5% higher (0.886). Rounded outwards to 0.700 and
 * 0.890. A volume in the wrong unit lands far outside (litres taken for gallons: x 3.785).
 */
export const NEAT_VOLUME_DENSITY_LIMITS = { min: '0.700', max: '0.890' } as const;

export interface PlausibilityFinding {
  /** Stable name of the rule: the administrator acknowledges warnings by it. */
  code: PlausibilityCode;
  /** The field it is about, as a path in the issue form. */
  path: string[];
  message: string;
}

export const PLAUSIBILITY_CODES = [
  'lowerHeatingValueOutOfRange',
  'lowerHeatingValueBelowJetFuelSpecification',
  'neatVolumeDensityImpossible',
  'neatVolumeDensityOutsideSaf',
  'lcaTotalContradictsBreakdown',
  'lcaTotalDiffersFromBreakdown',
  'otherFeedstock',
  // Not a rule of the form: the batch or its document is in a peer registry's public log (issue 40).
  'peerBatchMatch',
] as const;
export type PlausibilityCode = (typeof PLAUSIBILITY_CODES)[number];

const decimal = (value: unknown): Decimal | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return isDecimalText(text) ? toDecimal(text) : null;
};

const mjPerKg = (value: Decimal) => `${value.toString()} MJ/kg`;

/** The lower heating value: refused outside 42.0 to 45.0 MJ/kg, a warning below jet fuel's 42.8. */
export function lowerHeatingValueFindings(lowerHeatingValue: unknown): PlausibilityFinding[] {
  const value = decimal(lowerHeatingValue);
  if (!value) return [];
  const path = ['product', 'lowerHeatingValue'];
  const { min, max } = LOWER_HEATING_VALUE_RANGE;
  if (value.lt(min) || value.gt(max)) {
    return [{ code: 'lowerHeatingValueOutOfRange', path, message: LOWER_HEATING_VALUE_RANGE_MESSAGE }];
  }
  if (value.lt(JET_FUEL_MIN_LOWER_HEATING_VALUE)) {
    return [
      {
        code: 'lowerHeatingValueBelowJetFuelSpecification',
        path,
        message: `The lower heating value ${mjPerKg(value)} is below the ${JET_FUEL_MIN_LOWER_HEATING_VALUE} MJ/kg jet fuel must have (ASTM D1655, D7566): check it against the proof of sustainability`,
      },
    ];
  }
  return [];
}

/** t/m3 of a mass in tonnes and a volume in litres or gallons. */
export function densityOf(massTonnes: unknown, volume: unknown, unit: VolumeUnit): Decimal | null {
  const mass = decimal(massTonnes);
  const given = decimal(volume);
  if (!mass || !given || given.isZero()) return null;
  const cubicMetres = given.times(LITERS_PER_VOLUME_UNIT[unit]).div(1000);
  return mass.div(cubicMetres);
}

/**
 * The neat volume against the mass: the density they give must be one a jet fuel can have. Only when a
 * volume is given (blank or 0: the registry's 0.8 t/m3 gives it, decision 024).
 */
export function neatVolumeFindings(product: {
  quantityMT?: unknown;
  volumeOfNeatFuel?: unknown;
  volumeOfNeatFuelUnit?: VolumeUnit;
}): PlausibilityFinding[] {
  if (!neatVolumeGiven(product.volumeOfNeatFuel) || !product.volumeOfNeatFuelUnit) return [];
  const density = densityOf(product.quantityMT, product.volumeOfNeatFuel, product.volumeOfNeatFuelUnit);
  if (!density) return [];
  const path = ['product', 'volumeOfNeatFuel'];
  const shown = density.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
  const saf = `${NEAT_SAF_DENSITY_RANGE.min} to ${NEAT_SAF_DENSITY_RANGE.max} t/m3`;
  if (density.lt(NEAT_VOLUME_DENSITY_LIMITS.min) || density.gt(NEAT_VOLUME_DENSITY_LIMITS.max)) {
    return [
      {
        code: 'neatVolumeDensityImpossible',
        path,
        message: `This volume and the quantity give ${shown} t/m3, and neat SAF weighs ${saf}: check the volume, its unit and the quantity`,
      },
    ];
  }
  if (density.lt(NEAT_SAF_DENSITY_RANGE.min) || density.gt(NEAT_SAF_DENSITY_RANGE.max)) {
    return [
      {
        code: 'neatVolumeDensityOutsideSaf',
        path,
        message: `This volume and the quantity give ${shown} t/m3, outside the ${saf} of neat SAF at 15 °C: check the volume against the proof of sustainability`,
      },
    ];
  }
  return [];
}
