// Numbers are shown in en-US (platform spec §1). Volumes travel as decimal strings (numeric(20,3)), so a
// float must never stand in between: a numeric string is formatted at its exact decimal value, rounding half
// away from zero, as Intl.NumberFormat does (ECMA-402 2023, "Intl.NumberFormat v3"). No decimal library is
// needed to show a number, so pages that only show figures (the public ones) do not load one (issue 14).
//
// A plain decimal ("-1234.5", or a number whose shortest text is one) is formatted here, by its digits: the
// first Intl.NumberFormat a page makes costs Chromium 17-21 ms of its main thread (its number data loaded),
// 70-85 ms under Lighthouse's 4x slowdown, on every public page (docs/decisions/138). Anything else (an
// exponent, Infinity, text that is no number) goes to Intl, which this must always agree with (a test
// compares both on random values).

export interface FormatNumberOptions {
  /** Like Intl's: the default is 3. */
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
}

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "1234567" -> "1,234,567". */
function grouped(integer: string): string {
  let text = integer.slice(0, integer.length % 3 || 3);
  for (let at = text.length; at < integer.length; at += 3) text += `,${integer.slice(at, at + 3)}`;
  return text;
}

function formatPlainDecimal(
  [, sign, integer, fraction = '']: RegExpExecArray,
  maximum: number,
  minimum: number,
): string {
  // The digits kept, as one integer scaled by 10^maximum, rounded half away from zero on the first dropped one.
  const scaled =
    BigInt(`${integer}${fraction.slice(0, maximum).padEnd(maximum, '0')}`) +
    ((fraction[maximum] ?? '0') >= '5' ? 1n : 0n);
  const digits = String(scaled).padStart(maximum + 1, '0');
  let decimals = digits.slice(digits.length - maximum);
  while (decimals.length > minimum && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  // A value that rounds to zero shows as 0, not -0.
  return `${sign === '-' && scaled !== 0n ? '-' : ''}${grouped(digits.slice(0, digits.length - maximum))}${decimals && `.${decimals}`}`;
}

export function formatNumber(value: string | number, options: FormatNumberOptions = {}): string {
  const maximum = options.maximumFractionDigits ?? 3;
  const minimum = Math.min(options.minimumFractionDigits ?? 0, maximum);
  const exact = typeof value === 'string' ? value.trim() : value;
  const plain = PLAIN_DECIMAL.exec(String(exact));
  if (plain) return formatPlainDecimal(plain, maximum, minimum);
  // Rare (an exponent, Infinity, text that is no number): made when needed, not kept.
  const shown = new Intl.NumberFormat('en-US', {
    maximumFractionDigits: maximum,
    minimumFractionDigits: minimum,
    signDisplay: 'negative',
  }).format(exact as `${number}` | number);
  // Text that is no number is shown as it came, not as "NaN".
  if (shown === 'NaN' && typeof value === 'string' && value.trim() !== 'NaN') return value;
  return shown;
}
