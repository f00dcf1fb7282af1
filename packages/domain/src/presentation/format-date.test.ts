import { describe, expect, it } from 'vitest';
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
  formatRelativeTime,
  formatYear,
} from './format-date';

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
