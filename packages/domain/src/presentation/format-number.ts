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
  const head = integer.length % 3 || 3;
  const groups = [integer.slice(0, head)];
  for (let at = head; at < integer.length; at += 3) groups.push(integer.slice(at, at + 3));
  return groups.join(',');
}

/** Adds one to a string of digits ("0999" -> "1000"), growing it by a digit when every digit carries. */
function incremented(digits: string): string {
  let carry = digits.length - 1;
  while (carry >= 0 && digits[carry] === '9') carry -= 1;
  const zeros = '0'.repeat(digits.length - carry - 1);
  if (carry < 0) return `1${zeros}`;
  return `${digits.slice(0, carry)}${Number(digits[carry]) + 1}${zeros}`;
}

function formatPlainDecimal(
  [, sign, integer, fraction = '']: RegExpExecArray,
  maximum: number,
  minimum: number,
): string {
  // The digits kept, as one integer scaled by 10^maximum, rounded half away from zero on the first dropped one.
  let scaled = `${integer}${fraction.slice(0, maximum).padEnd(maximum, '0')}`;
  if ((fraction[maximum] ?? '0') >= '5') scaled = incremented(scaled);
  const whole = scaled.slice(0, scaled.length - maximum).replace(/^0+(?=\d)/, '');
  let decimals = scaled.slice(scaled.length - maximum);
  while (decimals.length > minimum && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  // A value that rounds to zero shows as 0, not -0.
  const negative = sign === '-' && /[1-9]/.test(scaled);
  return `${negative ? '-' : ''}${grouped(whole || '0')}${decimals ? `.${decimals}` : ''}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(maximum: number, minimum: number): Intl.NumberFormat {
  const key = `${maximum}/${minimum}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-US', {
      maximumFractionDigits: maximum,
      minimumFractionDigits: minimum,
      signDisplay: 'negative',
    });
    formatters.set(key, found);
  }
  return found;
}

export function formatNumber(value: string | number, options: FormatNumberOptions = {}): string {
  const maximum = options.maximumFractionDigits ?? 3;
  const minimum = Math.min(options.minimumFractionDigits ?? 0, maximum);
  const exact = typeof value === 'string' ? value.trim() : value;
  const plain = PLAIN_DECIMAL.exec(String(exact));
  if (plain) return formatPlainDecimal(plain, maximum, minimum);
  const shown = formatter(maximum, minimum).format(exact as `${number}` | number);
  // Text that is no number is shown as it came, not as "NaN".
  if (shown === 'NaN' && typeof value === 'string' && value.trim() !== 'NaN') return value;
  return shown;
}
