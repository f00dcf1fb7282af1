import Decimal from 'decimal.js';
import { JET_FUEL_BASELINE_CATALOGUE, type JetFuelBaseline } from '../catalogues/certification';
import { decimalString, toDecimal, type DecimalInput } from '../decimal/decimal';

export * from '../presentation/climate-labels';

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

/**
 * CORSIA's emissions reduction from a CORSIA eligible fuel, in tonnes of CO2, 3 decimals (ICAO Annex 16
 * Vol IV, Part II, Chapter 3, 3.3; UK Air Navigation (CORSIA) Order 2021, art. 41C):
 *   ER = FCF x MS x (1 - LS / LC)
 * FCF 3.16 t CO2/t for jet fuel (3.10 for AvGas), MS the mass of neat fuel in tonnes, LS the certified
 * life-cycle emissions value (gCO2e/MJ), LC 89 gCO2e/MJ for jet fuel (95 for AvGas). It is a tank-to-wake
 * CO2 figure an operator may claim under CORSIA, not the registry's well-to-wake "CO2e abated". A fuel at or
 * above LC claims nothing.
 */
export function corsiaEmissionsReductionTonnes(input: {
  massTonnes: DecimalInput;
  lifeCycleValue: DecimalInput;
  fuel: CorsiaFuel;
}): string {
  const { fuelConversionFactor, baseline } = CORSIA_FUEL_FACTORS[input.fuel];
  const share = Decimal.max(new Decimal(1).minus(toDecimal(input.lifeCycleValue).div(baseline)), 0);
  return toDecimal(input.massTonnes)
    .times(fuelConversionFactor)
    .times(share)
    .toDecimalPlaces(3, Decimal.ROUND_HALF_UP)
    .toFixed(3);
}

export type CorsiaFuel = 'jetFuel' | 'avGas';
/** ICAO Annex 16 Vol IV, Part II, 3.3: FCF in kg CO2/kg fuel and LC in gCO2e/MJ. */
export const CORSIA_FUEL_FACTORS: Record<CorsiaFuel, { fuelConversionFactor: string; baseline: string }> = {
  jetFuel: { fuelConversionFactor: '3.16', baseline: '89' },
  avGas: { fuelConversionFactor: '3.10', baseline: '95' },
};
