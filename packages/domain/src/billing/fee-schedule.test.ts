import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '../catalogues/statuses';
import {
  feeRateCents,
  feeScheduleFormOf,
  feeScheduleFormSchema,
  feeScheduleInputSchema,
  feeVersionInForce,
  feeVersionRewritesBilling,
} from './fee-schedule';

const perType = (cents: number) => Object.fromEntries(ACCOUNT_TYPES.map((type) => [type, cents]));
const input = {
  effectiveFrom: '2027-01-01',
  issuancePerTonneCents: 300,
  accountYearlyCents: perType(200000),
  accountReactivationCents: perType(400000),
};

describe('fee schedule versions', () => {
  it('the version in force on a day is the newest one that has taken effect by then', () => {
    const versions = [
      { version: 1, effectiveFrom: '2000-01-01' },
      { version: 2, effectiveFrom: '2027-01-01' },
      { version: 3, effectiveFrom: '2026-06-01' },
    ];
    expect(feeVersionInForce(versions, '1999-12-31')).toBeUndefined();
    expect(feeVersionInForce(versions, '2026-05-31')?.version).toBe(1);
    expect(feeVersionInForce(versions, '2026-06-01')?.version).toBe(3);
    // Version 3 was saved after version 2: it replaces it, from its own day on.
    expect(feeVersionInForce(versions, '2027-06-01')?.version).toBe(3);
  });

  it('a new version may not take effect on or before the last day already billed', () => {
    expect(feeVersionRewritesBilling('2026-11-20', '2026-11-20')).toBe(true);
    expect(feeVersionRewritesBilling('2026-11-21', '2026-11-20')).toBe(false);
    expect(feeVersionRewritesBilling('2000-01-01', null)).toBe(false);
  });

  it('every account type has its rate; the per-tonne fee is the same for all', () => {
    const rates = feeScheduleInputSchema.parse(input);
    expect(feeRateCents(rates, 'issuancePerTonne', null)).toBe(300);
    expect(feeRateCents(rates, 'accountYearly', 'fuelProviderHoldingAccount')).toBe(200000);
    expect(feeRateCents(rates, 'accountReactivation', 'generalHoldingAccount')).toBe(400000);
  });

  it('refuses a version with a missing rate, a negative or fractional cent, or no real day, naming the field', () => {
    const { generalHoldingAccount: _left, ...missing } = perType(1);
    const bad = [
      [{ ...input, accountYearlyCents: missing }, 'accountYearlyCents.generalHoldingAccount'],
      [{ ...input, issuancePerTonneCents: -1 }, 'issuancePerTonneCents'],
      [{ ...input, issuancePerTonneCents: 2.5 }, 'issuancePerTonneCents'],
      [{ ...input, effectiveFrom: '2026-02-30' }, 'effectiveFrom'],
    ] as const;
    for (const [body, field] of bad) {
      const result = feeScheduleInputSchema.safeParse(body);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
    }
  });
});

describe('the fee schedule form: dollars as typed, cents to the API', () => {
  const dollars = (amount: string) => Object.fromEntries(ACCOUNT_TYPES.map((type) => [type, amount]));
  it('turns dollars into the PUT body in cents, exactly', () => {
    const body = feeScheduleFormSchema.parse({
      effectiveFrom: '2027-01-01',
      issuancePerTonne: '3.05',
      accountYearly: dollars('3,000'),
      accountReactivation: dollars('0'),
    });
    expect(body).toMatchObject({
      issuancePerTonneCents: 305,
      accountYearlyCents: { certificationBody: 300000 },
    });
    expect(feeScheduleInputSchema.safeParse(body).success).toBe(true);
  });
  it('names the field a person mistyped', () => {
    const result = feeScheduleFormSchema.safeParse({
      effectiveFrom: '2027-01-01',
      issuancePerTonne: '3.055',
      accountYearly: { ...dollars('1'), generalHoldingAccount: '-5' },
      accountReactivation: dollars('0'),
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['issuancePerTonne', 'At most 2 decimals (cents)'],
      ['accountYearly.generalHoldingAccount', 'Must be 0 or more'],
    ]);
  });
  it('starts a new version from the rates of the one in force', () => {
    const form = feeScheduleFormOf(feeScheduleInputSchema.parse(input), '2027-02-01');
    expect(form).toMatchObject({
      issuancePerTonne: '3.00',
      accountYearly: { fuelProviderHoldingAccount: '2000.00' },
    });
  });
});
