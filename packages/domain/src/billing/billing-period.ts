import dayjs from 'dayjs';
import { z } from 'zod';
import { formatDate, formatMonthYear } from '../presentation/format-date';
import { isoDayField } from './fee-schedule';

export const PERIOD_MESSAGES = {
  endBeforeStart: 'The end of the period cannot be before its start',
} as const;

/** The fields of a billing period: whole days, both ends included (UTC). */
export const billingPeriodFields = {
  periodStart: isoDayField().describe('First day of the period (UTC), included'),
  periodEnd: isoDayField().describe('Last day of the period (UTC), included'),
};

/** Refuses a period that ends before it starts, naming periodEnd. */
export const periodInOrder = <T extends { periodStart: string; periodEnd: string }>(schema: z.ZodType<T>) =>
  schema.refine((period) => period.periodEnd >= period.periodStart, {
    message: PERIOD_MESSAGES.endBeforeStart,
    path: ['periodEnd'],
  });

export const billingPeriodSchema = periodInOrder(z.object(billingPeriodFields));
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

export const PERIOD_KINDS = ['month', 'quarter', 'year', 'range'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** The month, quarter or year holding `day` ('YYYY-MM-DD'), as a billing period. */
export function periodAround(kind: Exclude<PeriodKind, 'range'>, day: string): BillingPeriod {
  const at = dayjs(day);
  const start =
    kind === 'month'
      ? at.startOf('month')
      : kind === 'year'
        ? at.startOf('year')
        : at.month(Math.floor(at.month() / 3) * 3).startOf('month');
  const months = kind === 'month' ? 1 : kind === 'quarter' ? 3 : 12;
  const end = start.add(months, 'month').subtract(1, 'day');
  return { periodStart: start.format('YYYY-MM-DD'), periodEnd: end.format('YYYY-MM-DD') };
}

/**
 * How a period reads on screen and paper, in the spec's date formats (§3): 'November 2026', 'Q4 2026',
 * '2026', or 'Nov 01, 2026 – Nov 15, 2026'.
 */
export function periodLabel({ periodStart, periodEnd }: BillingPeriod): string {
  const start = dayjs(periodStart);
  const end = dayjs(periodEnd);
  const lastOfMonth = end.isSame(end.endOf('month'), 'day');
  if (start.date() === 1 && lastOfMonth) {
    const months = end.diff(start, 'month') + 1;
    if (months === 1) return formatMonthYear(start);
    if (months === 3 && start.month() % 3 === 0) return `Q${start.month() / 3 + 1} ${start.year()}`;
    if (months === 12 && start.month() === 0) return String(start.year());
  }
  return `${formatDate(start)} – ${formatDate(end)}`;
}
