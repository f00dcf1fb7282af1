import Decimal from 'decimal.js';

// Volumes and emissions are decimal: SQL numeric(20,3) on the database, strings on the wire, decimal.js
// in TypeScript. A JS float would turn 0.1 + 0.2 into 0.30000000000000004 and lose tonnes over time.

export { Decimal };
export type DecimalInput = string | number | Decimal;

/**
 * The longest decimal text read at all: numeric(20,3) needs 22 characters with its sign and point, and a
 * computed value (a density, an emission) a few more. The length is judged before the pattern, so a
 * 120,000-digit "volume" is refused at once rather than read (issue 39).
 */
export const DECIMAL_TEXT_MAX_LENGTH = 64;

/**
 * Plain decimal notation only: no exponent, no thousands separators. Each character has one place to go
 * (digits, then an optional point and digits), so a long refused text is read once, not once per split of
 * its digits as `\d+\.?\d*` was.
 */
export const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function isDecimalText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= DECIMAL_TEXT_MAX_LENGTH && DECIMAL_TEXT.test(trimmed);
}

/** A Decimal from a string or a number; numbers go through their shortest string, so 0.1 stays 0.1. */
export function toDecimal(value: DecimalInput): Decimal {
  if (value instanceof Decimal) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return new Decimal(String(value));
  }
  const text = value.trim();
  if (!isDecimalText(text)) throw new RangeError(`Not a decimal number: "${value}"`);
  return new Decimal(text);
}

/** Digits after the decimal point as written ('1.500' has 3), so input precision is judged as typed. */
export function decimalPlacesOf(text: string): number {
  const fraction = text.trim().split('.')[1];
  return fraction ? fraction.length : 0;
}

/** The canonical volume string: three decimals, like numeric(20,3) reads back ('12.5' -> '12.500'). */
export function volumeString(value: DecimalInput): string {
  return toDecimal(value).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
}

/** A decimal string without trailing zeros, for computed values ('12.500' -> '12.5'). */
export function decimalString(value: DecimalInput, decimalPlaces?: number): string {
  const decimal = toDecimal(value);
  const rounded =
    decimalPlaces === undefined ? decimal : decimal.toDecimalPlaces(decimalPlaces, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? '0' : rounded.toFixed();
}

export const sumVolumes = (volumes: readonly DecimalInput[]): string =>
  volumeString(volumes.reduce<Decimal>((sum, volume) => sum.plus(toDecimal(volume)), new Decimal(0)));

export const compareDecimals = (a: DecimalInput, b: DecimalInput): number =>
  toDecimal(a).comparedTo(toDecimal(b));
