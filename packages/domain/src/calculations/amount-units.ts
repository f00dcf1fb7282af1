import { LITERS_PER_VOLUME_UNIT } from '../catalogues/fuel';
import { DEFAULT_FUEL_DENSITY_T_PER_M3, MIN_VOLUME } from '../constants';
import { Decimal, isDecimalText, toDecimal, type DecimalInput } from '../decimal/decimal';

// Issue 12 "Amounts": a transfer, split or claim may be entered in tonnes of neat SAF, tonnes of CO2e
// abated, litres or US gallons of neat SAF; the ledger still moves tonnes with three decimals
// (docs/decisions/049). The conversion uses the block's own figures: its CO2e abated per tonne, and its
// density (its issuance's mass over its neat volume, or the forms spec's default 0.8 t/m3) for a volume.

const LITERS_PER_CUBIC_METRE = 1000;

export const AMOUNT_UNITS = ['tonnes', 'tonnesCo2e', 'liters', 'gallons'] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

export const AMOUNT_UNIT_LABELS: Record<AmountUnit, string> = {
  tonnes: 't of neat SAF',
  tonnesCo2e: 't CO2e abated',
  liters: 'litres of neat SAF',
  gallons: 'US gallons of neat SAF',
};

/**
 * The short unit a field's label ends with: "Volume (t)", "Volume (US gal)"; an amount of CO2e is no volume,
 * so its field reads "CO2e abated (t CO2e)".
 */
export const AMOUNT_UNIT_SYMBOLS: Record<AmountUnit, string> = {
  tonnes: 't',
  tonnesCo2e: 't CO2e',
  liters: 'L',
  gallons: 'US gal',
};

/** What a block says about itself for the conversion: its volume, the CO2e abated by it, its density. */
export interface AmountBlock {
  volume: string;
  co2Abated: string;
  /** t/m3 of neat SAF; the forms spec's default 0.8 when not given. */
  density?: string;
}

/** The density a conversion uses: the block's own, or the forms spec's default. */
export const densityOfBlock = (block: AmountBlock): string =>
  block.density && isDecimalText(block.density) && toDecimal(block.density).gt(0)
    ? block.density
    : DEFAULT_FUEL_DENSITY_T_PER_M3;

/**
 * A block's density as the holdings list gives it: its issuance's mass (t) over its neat volume (litres or
 * US gallons) to 6 decimals, or the default 0.8 t/m3 when the issuer gave no volume (forms spec §5).
 */
export function blockDensity(massTonnes: unknown, neatVolume: unknown, unit: unknown): string {
  const mass = typeof massTonnes === 'number' ? String(massTonnes) : massTonnes;
  const volume = typeof neatVolume === 'number' ? String(neatVolume) : neatVolume;
  if (
    typeof mass !== 'string' ||
    typeof volume !== 'string' ||
    !isDecimalText(mass) ||
    !isDecimalText(volume)
  )
    return DEFAULT_FUEL_DENSITY_T_PER_M3;
  const litresPerUnit = LITERS_PER_VOLUME_UNIT[unit === 'gallons' ? 'gallons' : 'liters'];
  const cubicMetres = toDecimal(volume).times(toDecimal(litresPerUnit)).div(LITERS_PER_CUBIC_METRE);
  if (cubicMetres.lte(0) || toDecimal(mass).lte(0)) return DEFAULT_FUEL_DENSITY_T_PER_M3;
  return toDecimal(mass).div(cubicMetres).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6);
}

/**
 * Tonnes of neat SAF in one of the unit, as a fraction: multiplying before dividing keeps an amount that
 * converts to whole thousandths exact (32.648 t CO2e of a block abating 3.2648 a tonne is 10 t, not 9.999).
 */
function tonnesPerUnit(unit: AmountUnit, block: AmountBlock): { times: Decimal; per: Decimal } {
  switch (unit) {
    case 'tonnes':
      return { times: new Decimal(1), per: new Decimal(1) };
    case 'tonnesCo2e':
      // A block's CO2e abated is proportional to its volume: a tonne of CO2e is volume / co2Abated tonnes.
      return { times: toDecimal(block.volume), per: toDecimal(block.co2Abated) };
    case 'liters':
    case 'gallons':
      return {
        times: toDecimal(LITERS_PER_VOLUME_UNIT[unit]).times(toDecimal(densityOfBlock(block))),
        per: new Decimal(LITERS_PER_CUBIC_METRE),
      };
  }
}

/** Whether the block's figures allow the unit: CO2e needs a block that abates something. */
export function amountUnitUsable(unit: AmountUnit, block: AmountBlock): boolean {
  return unit !== 'tonnesCo2e' || (isDecimalText(block.co2Abated) && toDecimal(block.co2Abated).gt(0));
}

/**
 * The tonnes an amount moves: rounded DOWN to 0.001 t, so no amount in any unit moves more than it stands
 * for, and an amount no larger than `amountOfTonnes(free)` never moves more than the block's free volume.
 * Undefined for text that is not a decimal.
 */
export function tonnesOfAmount(amount: string, unit: AmountUnit, block: AmountBlock): string | undefined {
  const text = amount.trim();
  if (!isDecimalText(text)) return undefined;
  const { times, per } = tonnesPerUnit(unit, block);
  return toDecimal(text).times(times).div(per).toDecimalPlaces(3, Decimal.ROUND_DOWN).toFixed(3);
}

/**
 * Tonnes expressed in the unit, rounded DOWN to 3 decimals: the most a person may type in that unit for
 * the block's free volume (converted back it gives at most those tonnes).
 */
export function amountOfTonnes(tonnes: DecimalInput, unit: AmountUnit, block: AmountBlock): string {
  const { times, per } = tonnesPerUnit(unit, block);
  return toDecimal(tonnes).times(per).div(times).toDecimalPlaces(3, Decimal.ROUND_DOWN).toFixed(3);
}

/**
 * The least amount in the unit that moves the smallest volume a unit holds (0.001 t), rounded UP to 3
 * decimals, so that typing it converts to at least 0.001 t: 1.250 L at 0.8 t/m3, 1.283 L at 0.78 t/m3.
 */
export function leastAmountIn(unit: AmountUnit, block: AmountBlock): string {
  const { times, per } = tonnesPerUnit(unit, block);
  return toDecimal(MIN_VOLUME).times(per).div(times).toDecimalPlaces(3, Decimal.ROUND_UP).toFixed(3);
}

/** Whether the block's density is its own (its issuance's mass over its neat volume) or the default 0.8. */
export const densityIsDefault = (block: AmountBlock): boolean =>
  densityOfBlock(block) === DEFAULT_FUEL_DENSITY_T_PER_M3;
