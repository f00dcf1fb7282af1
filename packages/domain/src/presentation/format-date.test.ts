import dayjs from 'dayjs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateDashed,
  formatDateTime,
  formatDayMonth,
  formatDayShortMonthYear,
  formatIsoDate,
  formatIsoDateTime,
  formatMonthDay,
  formatMonthYear,
  formatYear,
  DATE_FORMATS,
  formatDateAs,
  type DateFormatName,
} from './format-date';
import { formatRelativeTime } from './relative-time';

// Local time on purpose: the formatters show the viewer's local time.
const MOMENT = new Date(2026, 2, 5, 14, 30, 0, 0);

describe('date display formats (platform spec §3)', () => {
  it.each([
    ["'MMM DD, YYYY'", formatDate, 'Mar 05, 2026'],
    ["'DD-MM-YYYY'", formatDateDashed, '05-03-2026'],
    ["'YYYY-MM-DD'", formatIsoDate, '2026-03-05'],
    ["'MMM DD, YYYY HH:mm'", formatDateTime, 'Mar 05, 2026 14:30'],
    ["'DD MMM, YYYY'", formatDayShortMonthYear, '05 Mar, 2026'],
    ["'DD MMMM'", formatDayMonth, '05 March'],
    ["'MMMM DD'", formatMonthDay, 'March 05'],
    ["'MMMM YYYY'", formatMonthYear, 'March 2026'],
    ["'YYYY'", formatYear, '2026'],
  ] as const)('%s', (_format, formatter, expected) => {
    expect(formatter(MOMENT)).toBe(expected);
  });
  it('ISO with milliseconds', () => {
    expect(formatIsoDateTime('2026-03-05T14:30:00.123Z')).toBe('2026-03-05T14:30:00.123Z');
  });
  it('an invalid date shows nothing', () => {
    expect(formatDate('not a date')).toBe('');
  });
  it('relative time uses English thresholds', () => {
    expect(formatRelativeTime('2026-03-05T11:30:00Z', '2026-03-05T14:30:00Z')).toBe('3 hours ago');
  });
});

// The formatters no longer use dayjs (decision 059); they must read and write every value as it did: a
// date-only or zone-less string as local time, a 'Z' or offset string as that instant, Dates, numbers and
// Dayjs objects as they are, nothing as now and null or garbage as nothing.
describe('the same text as dayjs', () => {
  const zone = process.env.TZ;
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  const values = [
    '2026-03-05',
    '2026-12-31',
    '2026-01-01',
    '2026-3-5',
    '2026/03/05',
    '20260305',
    '2026-03',
    '2026',
    '2026-03-05T23:30',
    '2026-03-05 00:15:07',
    '2026-03-05T14:30:00.123456',
    '2026-03-05T23:30:00Z',
    '2026-03-05T00:30:00.000Z',
    '2026-03-05T14:30:00+05:30',
    '2026-03-05T14:30:00-08:00',
    'Thu, 05 Mar 2026 23:30:00 GMT',
    '0099-06-15',
    '',
    'not a date',
    null,
    Date.UTC(2026, 2, 5, 23, 30),
    0,
    new Date(Date.UTC(2026, 10, 30, 23, 59, 59)),
    new Date(NaN),
  ];
  it.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Oslo', 'Asia/Kolkata'])(
    'in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      for (const value of values)
        for (const name of Object.keys(DATE_FORMATS) as DateFormatName[]) {
          const expected = dayjs(value).isValid() ? dayjs(value).format(DATE_FORMATS[name]) : '';
          expect(formatDateAs(name, value), `${String(value)} as ${name}`).toBe(expected);
        }
      const dayjsValue = dayjs('2026-03-05T23:30');
      expect(formatDateTime(dayjsValue)).toBe(dayjsValue.format(DATE_FORMATS.dateTime));
      expect(formatIsoDateTime('2026-03-05')).toBe(dayjs('2026-03-05').toISOString());
      expect(formatDate(undefined)).toBe(dayjs().format(DATE_FORMATS.date));
    },
  );
});
