import { z } from 'zod';
import { DECIMAL_TEXT_MAX_LENGTH, decimalPlacesOf, isDecimalText, toDecimal, volumeString } from './decimal';

// Decimal fields of the forms: typed text (or a number from a number input) in, a decimal string out.

const REQUIRED = 'Required';

export interface DecimalFieldRule {
  /** Inclusive minimum, as a decimal string. */
  min?: string;
  minMessage?: string;
  maxDecimalPlaces?: number;
  /** Digits before the point: numeric(20,3) holds 17. */
  maxIntegerDigits?: number;
}

const asText = (value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string'
      ? value.trim()
      : value;

/** A required decimal; the output keeps the digits as typed (normalised by decimal.js). */
export function decimalField(rule: DecimalFieldRule = {}) {
  const { min, maxDecimalPlaces, maxIntegerDigits = 17 } = rule;
  return z.preprocess(
    asText,
    z
      .string({ error: REQUIRED })
      .min(1, { message: REQUIRED, abort: true })
      // The length first: nothing else reads a text longer than any number the registry keeps.
      .max(DECIMAL_TEXT_MAX_LENGTH, { message: 'The number is too long', abort: true })
      .refine(isDecimalText, { message: 'Must be a number', abort: true })
      .refine((text) => maxDecimalPlaces === undefined || decimalPlacesOf(text) <= maxDecimalPlaces, {
        message: `At most ${maxDecimalPlaces} decimal places`,
        abort: true,
      })
      .refine((text) => min === undefined || toDecimal(text).gte(toDecimal(min)), {
        message: rule.minMessage ?? `Must be at least ${min}`,
        abort: true,
      })
      .refine(
        (text) => toDecimal(text).abs().trunc().toFixed().length <= maxIntegerDigits,
        'The number is too large',
      )
      .transform((text) => toDecimal(text).toFixed()),
  );
}

/** Forms spec §5: a volume is at least 0.001 with at most 3 decimal places; out as '12.500'. */
export const VolumeSchema = decimalField({
  min: '0.001',
  minMessage: 'Must be at least 0.001',
  maxDecimalPlaces: 3,
}).transform((text) => volumeString(text));

/** An optional decimal: blank (empty text, null, undefined) gives undefined. */
export function optionalDecimalField(rule: DecimalFieldRule = {}) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    decimalField(rule).optional(),
  );
}
