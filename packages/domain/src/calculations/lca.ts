import Decimal from 'decimal.js';
import { DEFAULT_AIRPORT_DELIVERY_LCA } from '../constants';
import { decimalString, toDecimal, type DecimalInput } from '../decimal/decimal';
import { TOTAL_LCA_FIELD, type GhgBlock } from './greenhouse-gas-fields';

// Life-cycle carbon intensity of the batch, in gCO2e/MJ, from the greenhouse-gas group of the issue form.

export interface AirportDelivery {
  totalLCAValueincludeEmissionsFromDeliveryToAirport: boolean;
  useDefaultValueForDeliveryToAirport?: boolean;
  actualGHGIntensityAirportDelivery?: number;
}

/**
 * Forms spec §5 "Delivery to airport": if the total LCA includes it, the delivery count is 0; otherwise
 * the default 0.9 gCO2e/MJ, or the actual intensity entered.
 */
export function airportDeliveryLCA(delivery: AirportDelivery): string {
  if (delivery.totalLCAValueincludeEmissionsFromDeliveryToAirport) return '0';
  if (delivery.useDefaultValueForDeliveryToAirport !== false) return DEFAULT_AIRPORT_DELIVERY_LCA;
  return decimalString(delivery.actualGHGIntensityAirportDelivery ?? 0);
}

/**
 * The certified total LCA value of the selected block. It is taken as stated on the proof of
 * sustainability: the schemes' totals already net their credits (CORSIA LSf = core LCA + ILUC - LEC -
 * REC), so the recycling and landfill credits entered for municipal solid waste are shown, not subtracted again.
 */
export function totalLCAValue(block: GhgBlock, values: Partial<Record<string, unknown>>): string {
  const total = values[TOTAL_LCA_FIELD[block]];
  if (typeof total !== 'string' && typeof total !== 'number')
    throw new RangeError(`Missing ${TOTAL_LCA_FIELD[block]}`);
  return decimalString(total);
}

/** The adjusted LCA: the certified total plus the delivery to the airport when the total leaves it out. */
export function adjustedLCAValue(total: DecimalInput, delivery: AirportDelivery): string {
  return decimalString(toDecimal(total).plus(airportDeliveryLCA(delivery)));
}

export const sumLCA = (terms: readonly DecimalInput[]): string =>
  decimalString(terms.reduce<Decimal>((sum, term) => sum.plus(toDecimal(term)), new Decimal(0)));
