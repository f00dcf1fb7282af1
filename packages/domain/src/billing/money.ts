import Decimal from 'decimal.js';
import { z } from 'zod';
import { toDecimal, type DecimalInput } from '../decimal/decimal';

// Money is integer cents everywhere: in the database (bigint), on the wire (JSON integers), in the domain
// and on screen, where it is only formatted. A float never holds an amount.

/** The registry bills in US dollars (DESIGN §9). */
export const BILLING_CURRENCY = 'USD';
export type BillingCurrency = typeof BILLING_CURRENCY;

/** Ten billion dollars: far above any fee, far below where a JavaScript number stops being exact. */
export const MAX_CENTS = 1_000_000_000_000;

export const CENTS_MESSAGES = {
  notWhole: 'Must be a whole number of cents',
  negative: 'Must be 0 or more',
  tooLarge: 'Must be at most 10,000,000,000.00',
  invalidAmount: 'Enter an amount such as 3000 or 2.50',
  tooManyDecimals: 'At most 2 decimals (cents)',
} as const;

/** An amount in integer cents, 0 or more. */
export const centsField = () =>
  z
    .number({ error: CENTS_MESSAGES.notWhole })
    .int(CENTS_MESSAGES.notWhole)
    .min(0, CENTS_MESSAGES.negative)
    .max(MAX_CENTS, CENTS_MESSAGES.tooLarge);

/**
 * The amount of a per-unit fee: the exact decimal quantity times the unit price, rounded ONCE, half-up to
 * the cent (issue 9). 12.345 t at 300 cents is 3703.5 cents, billed 3704; never a sum of rounded parts.
 */
export function lineAmountCents(quantity: DecimalInput, unitCents: number): number {
  if (!Number.isSafeInteger(unitCents) || unitCents < 0) {
    throw new RangeError(`A unit price must be whole cents, 0 or more: ${unitCents}`);
  }
  const amount = toDecimal(quantity).times(unitCents).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  if (amount.isNegative()) throw new RangeError(`A quantity cannot be negative: ${String(quantity)}`);
  return amount.toNumber();
}

/** Adds amounts in cents; refuses anything that is not a safe integer rather than lose a cent. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`Not whole cents: ${amount}`);
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('The total is too large to be exact');
  return total;
}

/** '1234.56' from 123456: the plain decimal text of an amount, for CSV and spreadsheet cells. */
export function centsToDecimalText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '$1,234.56' (en-US, platform spec §1), from integer cents without going through a float. */
export function formatMoney(cents: number): string {
  const [whole = '0', fraction = '00'] = centsToDecimalText(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}

/**
 * Cents from an amount a person typed in dollars ('3,000', '2.5', '0.05'): null when it is not an amount.
 * Exact: the text is read as a decimal, never as a float.
 */
export function centsFromDollars(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const cents = toDecimal(cleaned).times(100);
  return cents.isInteger() && cents.lte(MAX_CENTS) ? cents.toNumber() : null;
}

/** What is wrong with a dollar amount a person typed, in the words of the fee form; null when it is fine. */
export function dollarsProblem(text: string): string | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (cleaned === '') return 'Required';
  if (cleaned.startsWith('-')) return CENTS_MESSAGES.negative;
  if (/^\d+\.\d{3,}$/.test(cleaned)) return CENTS_MESSAGES.tooManyDecimals;
  const cents = centsFromDollars(cleaned);
  if (cents === null)
    return /^\d+(\.\d+)?$/.test(cleaned) ? CENTS_MESSAGES.tooLarge : CENTS_MESSAGES.invalidAmount;
  return null;
}

/** Dollars for a form field: '3000.00' from 300000. */
export const dollarsFromCents = (cents: number): string => centsToDecimalText(cents);
