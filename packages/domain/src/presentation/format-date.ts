import type { ConfigType } from 'dayjs';

// Platform spec §3 "Date display formats", named by what they are used for, so every screen writes the
// same date the same way. Dates are shown in the viewer's local time; the ISO form is UTC.

export const DATE_FORMATS = {
  date: 'MMM DD, YYYY',
  dayMonthYearDashed: 'DD-MM-YYYY',
  isoDate: 'YYYY-MM-DD',
  dateTime: 'MMM DD, YYYY HH:mm',
  dayShortMonthYear: 'DD MMM, YYYY',
  dayMonth: 'DD MMMM',
  monthDay: 'MMMM DD',
  monthYear: 'MMMM YYYY',
  year: 'YYYY',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

// The formatters read a value exactly as dayjs(value) would and write the tokens above as dayjs's English
// locale does, without dayjs itself: the public pages show dates and need not carry it (issue 14, decision
// 059). format-date.test.ts checks both agree, in several time zones.

/**
 * dayjs's own pattern: a string without a zone (a date-only 'YYYY-MM-DD' too) is local time, not UTC. Its
 * fraction of a second is bounded (dayjs reads `\d+` and keeps 3): after five optional digit groups an
 * unbounded run was tried from each of their splits, 90 ms for a text of 100,000 digits (issue 39).
 */
const LOCAL_DATE_TIME =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d{1,32})?$/;

/** The moment a value stands for, read as dayjs(value) reads it (an invalid Date when it is none). */
function toDate(value: ConfigType): Date {
  if (value === null) return new Date(NaN);
  if (value === undefined) return new Date();
  if (value instanceof Date) return new Date(value);
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const part = LOCAL_DATE_TIME.exec(value);
    if (part) {
      const n = (index: number, otherwise: number): number => (part[index] ? Number(part[index]) : otherwise);
      const month = n(2, 1) - 1 || 0;
      const ms = Number((part[7] || '0').substring(0, 3));
      return new Date(Number(part[1]), month, n(3, 1), n(4, 0), n(5, 0), n(6, 0), ms);
    }
  }
  if (typeof value === 'object') return new Date(value.valueOf());
  return new Date(value);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (value: number, length = 2): string => String(value).padStart(length, '0');
const TOKEN = /YYYY|MMMM|MMM|MM|DD|HH|mm/g;

function format(value: ConfigType, pattern: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const month = date.getMonth();
  const tokens: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MMMM: MONTHS[month]!,
    MMM: MONTHS[month]!.slice(0, 3),
    MM: pad(month + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
  };
  return pattern.replace(TOKEN, (token) => tokens[token]!);
}

/** 'Mar 05, 2026' */
export const formatDate = (value: ConfigType): string => format(value, DATE_FORMATS.date);
/** '05-03-2026' */
export const formatDateDashed = (value: ConfigType): string => format(value, DATE_FORMATS.dayMonthYearDashed);
/** '2026-03-05', also the value of date inputs and of dates sent to the API */
export const formatIsoDate = (value: ConfigType): string => format(value, DATE_FORMATS.isoDate);
/** 'Mar 05, 2026 14:30' */
export const formatDateTime = (value: ConfigType): string => format(value, DATE_FORMATS.dateTime);
/** '05 Mar, 2026' */
export const formatDayShortMonthYear = (value: ConfigType): string =>
  format(value, DATE_FORMATS.dayShortMonthYear);
/** '05 March' */
export const formatDayMonth = (value: ConfigType): string => format(value, DATE_FORMATS.dayMonth);
/** 'March 05' */
export const formatMonthDay = (value: ConfigType): string => format(value, DATE_FORMATS.monthDay);
/** 'March 2026' */
export const formatMonthYear = (value: ConfigType): string => format(value, DATE_FORMATS.monthYear);
/** '2026' */
export const formatYear = (value: ConfigType): string => format(value, DATE_FORMATS.year);

/** '2026-03-05T14:30:00.000Z': ISO 8601 in UTC with milliseconds. */
export function formatIsoDateTime(value: ConfigType): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export function formatDateAs(name: DateFormatName, value: ConfigType): string {
  return format(value, DATE_FORMATS[name]);
}
