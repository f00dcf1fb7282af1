import Decimal from 'decimal.js';
import { LITERS_PER_VOLUME_UNIT, type VolumeUnit } from '../catalogues/fuel';
import { DEFAULT_FUEL_DENSITY_T_PER_M3, MIN_VOLUME_WITH_UNIT } from '../constants';
import { isDecimalText, toDecimal, type DecimalInput } from '../decimal/decimal';

// Mass (tonnes) and volume of neat SAF. When the neat volume is blank, the default density of
// 0.8 t/m3 converts one into the other (forms spec §5).

const LITERS_PER_CUBIC_METRE = 1000;

/** The neat volume, in litres or gallons, of a mass in tonnes; 3 decimals. */
export function neatVolumeFromMass(
  massTonnes: DecimalInput,
  unit: VolumeUnit,
  densityTonnesPerCubicMetre: DecimalInput = DEFAULT_FUEL_DENSITY_T_PER_M3,
): string {
  const liters = toDecimal(massTonnes)
    .div(toDecimal(densityTonnesPerCubicMetre))
    .times(LITERS_PER_CUBIC_METRE);
  return liters.div(LITERS_PER_VOLUME_UNIT[unit]).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
}

/** The mass, in tonnes, of a neat volume in litres or gallons; 3 decimals, like every block volume. */
export function massFromNeatVolume(
  volume: DecimalInput,
  unit: VolumeUnit,
  densityTonnesPerCubicMetre: DecimalInput = DEFAULT_FUEL_DENSITY_T_PER_M3,
): string {
  const liters = toDecimal(volume).times(LITERS_PER_VOLUME_UNIT[unit]);
  return liters
    .div(LITERS_PER_CUBIC_METRE)
    .times(toDecimal(densityTonnesPerCubicMetre))
    .toDecimalPlaces(3, Decimal.ROUND_HALF_UP)
    .toFixed(3);
}

/**
 * Forms spec §5: a neat volume counts as given from 0.0001 (MIN_VOLUME_WITH_UNIT); with at most 3 decimals
 * that is from 0.001. Blank and 0 are "not measured": the default density gives the neat volume (§5) and no
 * unit is asked (docs/decisions/024-quantity-and-neat-volume.md).
 */
export function neatVolumeGiven(volume: unknown): boolean {
  const text = typeof volume === 'number' ? String(volume) : typeof volume === 'string' ? volume.trim() : '';
  return isDecimalText(text) && toDecimal(text).gte(MIN_VOLUME_WITH_UNIT);
}
