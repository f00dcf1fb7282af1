import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';
import { REQUIRED, blankToUndefined, wholeNumberFromText } from './fields';

// Dates are judged against a `today` the caller passes in (the browser's or the server's day), so a
// rule like "no earlier than 91 days ago" is testable and the same on both sides.

export type Today = Date | string;
export interface DateRuleOptions {
  today: Today;
}

export const DATE_MESSAGES = {
  invalid: 'Enter a valid date',
  future: 'The date cannot be in the future',
  past: 'The date cannot be in the past',
  futureYear: 'The year cannot be in the future',
  invalidYear: 'Enter a valid year',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const DATE_TEXT_MAX_LENGTH = 64;

/** The day a value names: 'YYYY-MM-DD' or an ISO date-time (its day as written) or a Date (local day). */
export function dayOf(value: unknown): Dayjs | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : dayjs(value).startOf('day');
  if (typeof value !== 'string') return undefined;
  const match = ISO_DAY.exec(value.trim());
  if (!match) return undefined;
  const day = dayjs(`${match[1]}-${match[2]}-${match[3]}`);
  // dayjs rolls 2026-02-30 over to March: refuse dates that do not exist.
  return day.isValid() && day.format('YYYY-MM-DD') === match[0] ? day : undefined;
}

export const todayOf = (today: Today): Dayjs => dayOf(today) ?? dayjs(today).startOf('day');

export interface DateFieldRule {
  notFuture?: boolean;
  notPast?: boolean;
  /** The earliest allowed day, as days before today (inclusive). */
  notEarlierThanDaysAgo?: number;
  earliestMessage?: string;
}

/** A required date; out as 'YYYY-MM-DD'. */
export function dateField(today: Today, rule: DateFieldRule = {}) {
  const day0 = todayOf(today);
  return z.preprocess(
    (value) => blankToUndefined(value instanceof Date ? dayjs(value).format('YYYY-MM-DD') : value),
    z
      .string({ error: REQUIRED })
      // An ISO date-time is at most 35 characters: a longer text is no date, and is not read as one.
      .max(DATE_TEXT_MAX_LENGTH, { message: DATE_MESSAGES.invalid, abort: true })
      .refine((text) => dayOf(text) !== undefined, { message: DATE_MESSAGES.invalid, abort: true })
      .transform((text) => (dayOf(text) as Dayjs).format('YYYY-MM-DD'))
      .refine((text) => !rule.notFuture || !dayjs(text).isAfter(day0), DATE_MESSAGES.future)
      .refine((text) => !rule.notPast || !dayjs(text).isBefore(day0), DATE_MESSAGES.past)
      .refine(
        (text) =>
          rule.notEarlierThanDaysAgo === undefined ||
          !dayjs(text).isBefore(day0.subtract(rule.notEarlierThanDaysAgo, 'day')),
        rule.earliestMessage ?? `The date must be no earlier than ${rule.notEarlierThanDaysAgo} days ago`,
      ),
  );
}

export const optionalDateField = (today: Today, rule: DateFieldRule = {}) =>
  z.preprocess(blankToUndefined, dateField(today, rule).optional());

/** A year (a number, or digits from a select); future years are disabled. */
export function pastYearField(today: Today) {
  const currentYear = todayOf(today).year();
  return z.preprocess(
    (value) => blankToUndefined(wholeNumberFromText(value)),
    z
      .number({ error: REQUIRED })
      .int(DATE_MESSAGES.invalidYear)
      .min(1900, DATE_MESSAGES.invalidYear)
      .max(currentYear, DATE_MESSAGES.futureYear),
  );
}
