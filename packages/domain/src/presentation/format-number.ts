// Numbers are shown in en-US (platform spec §1). Volumes travel as decimal strings (numeric(20,3)), so a
// float must never stand in between: Intl.NumberFormat formats a numeric string at its exact decimal value
// (ECMA-402 2023, "Intl.NumberFormat v3": Chrome 106, Firefox 116, Safari 15.4, Node 19), rounding half
// away from zero. No decimal library is needed to show a number, so pages that only show figures (the
// public ones) do not load one (issue 14).

export interface FormatNumberOptions {
  /** Like Intl's: the default is 3. */
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(maximum: number, minimum: number): Intl.NumberFormat {
  const key = `${maximum}/${minimum}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-US', {
      maximumFractionDigits: maximum,
      minimumFractionDigits: minimum,
      // A value that rounds to zero shows as 0, not -0.
      signDisplay: 'negative',
    });
    formatters.set(key, found);
  }
  return found;
}

export function formatNumber(value: string | number, options: FormatNumberOptions = {}): string {
  const maximum = options.maximumFractionDigits ?? 3;
  const minimum = Math.min(options.minimumFractionDigits ?? 0, maximum);
  const exact = typeof value === 'string' ? (value.trim() as `${number}`) : value;
  const shown = formatter(maximum, minimum).format(exact);
  // Text that is no number is shown as it came, not as "NaN".
  if (shown === 'NaN' && typeof value === 'string' && value.trim() !== 'NaN') return value;
  return shown;
}
