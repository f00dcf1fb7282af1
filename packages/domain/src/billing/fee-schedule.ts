import { z } from 'zod';
import { ACCOUNT_TYPES, type AccountType, type FeeKind } from '../catalogues/statuses';
import { DATE_MESSAGES, dayOf } from '../forms/dates';
import { formatDate } from '../presentation/format-date';
import { REQUIRED } from '../forms/fields';
import { centsField, centsFromDollars, dollarsFromCents, dollarsProblem } from './money';

// DESIGN §9 and issue 9: a fee schedule is versioned. Each version takes effect on its effectiveFrom day;
// for any day the version in force is the NEWEST version whose effectiveFrom is on or before that day, so
// a correction is simply a new version, and older versions stay readable.

/** A fee per account type: every type is named, so a version never leaves a rate unsaid. */
export const accountTypeCentsSchema = z.object(
  Object.fromEntries(ACCOUNT_TYPES.map((type) => [type, centsField()])) as Record<
    AccountType,
    ReturnType<typeof centsField>
  >,
);
export type AccountTypeCents = Record<AccountType, number>;

/** The rates of one version, in integer cents. */
export const feeRatesSchema = z.object({
  issuancePerTonneCents: centsField().describe('Fee per tonne issued, in US cents'),
  accountYearlyCents: accountTypeCentsSchema.describe('Yearly account fee by account type, in US cents'),
  accountReactivationCents: accountTypeCentsSchema.describe(
    'Re-activation fee (unblock after a block) by account type, in US cents',
  ),
});
export type FeeRates = z.infer<typeof feeRatesSchema>;

/** A calendar day as 'YYYY-MM-DD' that exists (no 2026-02-30). */
export const isoDayField = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { message: REQUIRED, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_MESSAGES.invalid, abort: true })
    .refine((text) => dayOf(text) !== undefined, DATE_MESSAGES.invalid);

/**
 * PUT /api/billing/fees: a new version of the schedule. Whether its day would rewrite what is already billed
 * is judged by the server against the invoices (feeVersionRewritesBilling).
 */
export const feeScheduleInputSchema = feeRatesSchema.extend({
  effectiveFrom: isoDayField().describe('The first day (UTC) this version applies to'),
});
export type FeeScheduleInput = z.infer<typeof feeScheduleInputSchema>;

/** The rate of one fee kind for an account type (the per-tonne fee is the same for every type). */
export function feeRateCents(rates: FeeRates, kind: FeeKind, accountType: AccountType | null): number {
  if (kind === 'issuancePerTonne') return rates.issuancePerTonneCents;
  if (!accountType) throw new RangeError(`The ${kind} fee depends on the account type`);
  return kind === 'accountYearly'
    ? rates.accountYearlyCents[accountType]
    : rates.accountReactivationCents[accountType];
}

export interface FeeVersionDay {
  version: number;
  effectiveFrom: string;
}

/** The version in force on a day: the newest one that has taken effect by then; undefined before any. */
export function feeVersionInForce<T extends FeeVersionDay>(
  versions: readonly T[],
  day: string,
): T | undefined {
  let found: T | undefined;
  for (const candidate of versions) {
    if (candidate.effectiveFrom <= day && (!found || candidate.version > found.version)) found = candidate;
  }
  return found;
}

/**
 * A new version taking effect on `effectiveFrom` changes the rate of every day from then on. It would
 * rewrite billed history if anything already billed (on a draft, issued or paid invoice) fell due on or
 * after that day; `lastBilledDay` is the latest such day, or null when nothing is billed.
 */
export const feeVersionRewritesBilling = (effectiveFrom: string, lastBilledDay: string | null): boolean =>
  lastBilledDay !== null && effectiveFrom <= lastBilledDay;

/** An amount a person types in dollars ('3,000', '2.50'), out as integer cents. */
const dollarsField = () =>
  z
    .string({ error: REQUIRED })
    .superRefine((text, context) => {
      const problem = dollarsProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((text) => centsFromDollars(text) ?? 0);

const accountTypeDollarsSchema = z.object(
  Object.fromEntries(ACCOUNT_TYPES.map((type) => [type, dollarsField()])) as Record<
    AccountType,
    ReturnType<typeof dollarsField>
  >,
);

const feeScheduleFormOfDay = (effectiveFrom: ReturnType<typeof isoDayField>) =>
  z
    .object({
      effectiveFrom,
      issuancePerTonne: dollarsField(),
      accountYearly: accountTypeDollarsSchema,
      accountReactivation: accountTypeDollarsSchema,
    })
    .transform((form): FeeScheduleInput => ({
      effectiveFrom: form.effectiveFrom,
      issuancePerTonneCents: form.issuancePerTonne,
      accountYearlyCents: form.accountYearly,
      accountReactivationCents: form.accountReactivation,
    }));

/** The fee schedule form: amounts in dollars as typed; its output is the body of PUT /api/billing/fees. */
export const feeScheduleFormSchema = feeScheduleFormOfDay(isoDayField());
export type FeeScheduleForm = z.input<typeof feeScheduleFormSchema>;

/**
 * The form as the dialog judges it, knowing the last day billed: a version taking effect on or before it
 * would rewrite what is billed, which the server refuses (409). Said beside "Effective from", not only in the
 * error dialog after the round trip.
 */
export function feeScheduleFormSchemaAfter(lastBilledOn: string | null) {
  if (!lastBilledOn) return feeScheduleFormSchema;
  return feeScheduleFormOfDay(
    isoDayField().refine(
      (day) => day > lastBilledOn,
      `Fees are billed up to ${formatDate(lastBilledOn)}: choose a later day`,
    ),
  );
}

/** The form's values for a version: its rates as dollars ('3000.00'), to start a new version from. */
export function feeScheduleFormOf(rates: FeeRates, effectiveFrom: string): FeeScheduleForm {
  const dollars = (cents: AccountTypeCents) =>
    Object.fromEntries(ACCOUNT_TYPES.map((type) => [type, dollarsFromCents(cents[type])])) as Record<
      AccountType,
      string
    >;
  return {
    effectiveFrom,
    issuancePerTonne: dollarsFromCents(rates.issuancePerTonneCents),
    accountYearly: dollars(rates.accountYearlyCents),
    accountReactivation: dollars(rates.accountReactivationCents),
  };
}
