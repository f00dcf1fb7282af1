import dayjs, { type ConfigType } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

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

const format = (value: ConfigType, pattern: string): string => {
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
};

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
  const date = dayjs(value);
  return date.isValid() ? date.toISOString() : '';
}

/** 'a few seconds ago', '3 hours ago' (dayjs's English thresholds, spec §9 "Relative time"). */
export function formatRelativeTime(value: ConfigType, now: ConfigType = undefined): string {
  // Extended on first use, not on import: importing the domain runs nothing.
  dayjs.extend(relativeTime);
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return now === undefined ? date.fromNow() : date.from(dayjs(now));
}

export function formatDateAs(name: DateFormatName, value: ConfigType): string {
  return format(value, DATE_FORMATS[name]);
}
