import Decimal from 'decimal.js';
import { JET_FUEL_BASELINE_CATALOGUE, type JetFuelBaseline } from '../catalogues/certification';
import { decimalString, toDecimal, type DecimalInput } from '../decimal/decimal';

// Emission reduction and CO2e abated against the fossil jet-fuel baseline chosen on the issue form.

export const baselineCarbonIntensity = (baseline: JetFuelBaseline): string =>
  JET_FUEL_BASELINE_CATALOGUE[baseline].value;

/** Emission reduction versus the baseline, in percent, to 2 decimals: (baseline - LCA) / baseline x 100. */
export function emissionReductionPercent(baseline: DecimalInput, lca: DecimalInput): string {
  const base = toDecimal(baseline);
  if (base.lte(0)) throw new RangeError('The baseline must be above 0');
  return decimalString(base.minus(toDecimal(lca)).div(base).times(100), 2);
}

/**
 * CO2e abated, in tonnes, to 3 decimals:
 * tCO2e = mass_t x 1000 (kg/t) x LHV (MJ/kg) x (baseline - LCA) (gCO2e/MJ) / 1e6 (g/t).
 * A fuel at or above the baseline abates nothing: the registry never records a negative abatement.
 */
export function co2eAbatedTonnes(input: {
  massTonnes: DecimalInput;
  lowerHeatingValue: DecimalInput;
  baseline: DecimalInput;
  lca: DecimalInput;
}): string {
  const difference = Decimal.max(toDecimal(input.baseline).minus(toDecimal(input.lca)), 0);
  const tonnes = toDecimal(input.massTonnes)
    .times(1000)
    .times(toDecimal(input.lowerHeatingValue))
    .times(difference)
    .div(1_000_000);
  return tonnes.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
}
