import Decimal from 'decimal.js';

// Numbers are shown in en-US (platform spec §1). Volumes travel as decimal strings (numeric(20,3)), so
// grouping and rounding are done on the digits with decimal.js: a float would lose digits of large values.

export interface FormatNumberOptions {
  /** Like Intl's: the default is 3. */
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function formatNumber(value: string | number, options: FormatNumberOptions = {}): string {
  const maximum = options.maximumFractionDigits ?? 3;
  const minimum = Math.min(options.minimumFractionDigits ?? 0, maximum);
  let decimal: Decimal;
  try {
    decimal = new Decimal(typeof value === 'string' ? value.trim() : value);
  } catch {
    return String(value);
  }
  if (!decimal.isFinite()) return decimal.isNaN() ? 'NaN' : decimal.isNegative() ? '-∞' : '∞';
  // Intl rounds half away from zero ("halfExpand").
  const rounded = decimal.toDecimalPlaces(maximum, Decimal.ROUND_HALF_UP);
  const [integer = '0', fraction = ''] = rounded.abs().toFixed(maximum).split('.');
  let shown = fraction.replace(/0+$/, '');
  if (shown.length < minimum) shown = shown.padEnd(minimum, '0');
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}${groupThousands(integer)}${shown ? `.${shown}` : ''}`;
}
