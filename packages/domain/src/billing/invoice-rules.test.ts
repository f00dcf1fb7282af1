import { describe, expect, it } from 'vitest';
import { C1, C2, ROLES } from '../permissions/permission-fixtures';
import { billingPeriodSchema, periodAround, periodLabel } from './billing-period';
import { canBill, canViewInvoice, visibleInvoiceStatuses } from './billing-permissions';
import { invoiceGenerationSchema } from './invoice-generation';
import { invoiceLineDescription } from './invoice-lines';
import {
  canMoveInvoice,
  invoiceDueOn,
  invoiceMoveSchema,
  invoiceNumber,
  paidOnProblem,
} from './invoice-moves';

describe('invoice moves: draft -> issued -> paid; draft or issued -> void', () => {
  it.each([
    ['draft', 'issued', true],
    ['draft', 'void', true],
    ['issued', 'paid', true],
    ['issued', 'void', true],
    ['draft', 'paid', false],
    ['paid', 'void', false],
    ['void', 'paid', false],
    ['void', 'issued', false],
  ] as const)('%s -> %s: %s', (from, to, allowed) => {
    expect(canMoveInvoice(from, to)).toBe(allowed);
  });

  it('paying needs a day and a reference; voiding needs a reason', () => {
    const paths = (body: unknown) =>
      invoiceMoveSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths({ status: 'paid', paidOn: '2026-11-20', paymentReference: ' ' })).toEqual([
      'paymentReference',
    ]);
    expect(paths({ status: 'paid', paymentReference: 'REF' })).toEqual(['paidOn']);
    expect(paths({ status: 'void', reason: '' })).toEqual(['reason']);
    expect(paths({ status: 'draft' })).toEqual(['status']);
    expect(paths({ status: 'issued' })).toEqual([]);
  });

  it('a payment is not in the future nor before the invoice was issued', () => {
    const context = { issuedOn: '2026-11-10', today: '2026-11-20' };
    expect(paidOnProblem('2026-11-21', context)).toBe('The date cannot be in the future');
    expect(paidOnProblem('2026-11-09', context)).toBe('The payment cannot be before the invoice was issued');
    expect(paidOnProblem('2026-11-10', context)).toBeNull();
  });

  it('numbers read INV-<year>-<six digits>; due 30 days after issue', () => {
    expect(invoiceNumber(2026, 1)).toBe('INV-2026-000001');
    expect(invoiceNumber(2027, 123456)).toBe('INV-2027-123456');
    expect(invoiceDueOn('2026-12-15')).toBe('2027-01-14');
  });
});

describe('billing periods', () => {
  it('a month, a quarter or a year around a day', () => {
    expect(periodAround('month', '2026-02-14')).toEqual({
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
    });
    expect(periodAround('quarter', '2026-11-20')).toEqual({
      periodStart: '2026-10-01',
      periodEnd: '2026-12-31',
    });
    expect(periodAround('year', '2026-11-20')).toEqual({
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
    });
  });

  it('reads as the spec writes dates', () => {
    expect(periodLabel(periodAround('month', '2026-11-20'))).toBe('November 2026');
    expect(periodLabel(periodAround('quarter', '2026-11-20'))).toBe('Q4 2026');
    expect(periodLabel(periodAround('year', '2026-11-20'))).toBe('2026');
    expect(periodLabel({ periodStart: '2026-11-03', periodEnd: '2026-11-17' })).toBe(
      'Nov 03, 2026 – Nov 17, 2026',
    );
  });

  it('an end before the start is refused, naming periodEnd', () => {
    const result = billingPeriodSchema.safeParse({ periodStart: '2026-11-20', periodEnd: '2026-11-19' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['periodEnd']);
    const generation = invoiceGenerationSchema.safeParse({
      periodStart: '2026-11-20',
      periodEnd: '2026-11-01',
    });
    expect(generation.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['periodEnd']);
  });

  it('a generation previews unless confirmed', () => {
    expect(
      invoiceGenerationSchema.parse({ periodStart: '2026-11-01', periodEnd: '2026-11-30' }).confirm,
    ).toBe(false);
  });
});

describe('billing permissions (platform spec §6: admins everything, representatives view billing)', () => {
  const nordic = C1;
  it('only administrators edit fees, generate and move invoices', () => {
    for (const operation of ['editFees', 'generate', 'moveInvoice'] as const) {
      expect(canBill(ROLES.admin, operation)).toBe(true);
      expect(canBill(ROLES.companyRep, operation, nordic)).toBe(false);
      expect(canBill(ROLES.readOnly, operation)).toBe(false);
    }
  });

  it('a representative opens their own company invoices once issued, never a draft, never another company', () => {
    expect(canViewInvoice(ROLES.companyRep, { companyId: nordic, status: 'issued' })).toBe(true);
    expect(canViewInvoice(ROLES.companyRep, { companyId: nordic, status: 'void' })).toBe(true);
    expect(canViewInvoice(ROLES.companyRep, { companyId: nordic, status: 'draft' })).toBe(false);
    expect(canViewInvoice(ROLES.companyRep, { companyId: C2, status: 'paid' })).toBe(false);
    expect(canViewInvoice(ROLES.admin, { companyId: nordic, status: 'draft' })).toBe(true);
    expect(visibleInvoiceStatuses(ROLES.companyRep)).toEqual(['issued', 'paid', 'void']);
  });

  it('other company users do not see billing', () => {
    expect(canBill(ROLES.readOnly, 'view')).toBe(false);
    expect(canViewInvoice(ROLES.readOnly, { companyId: nordic, status: 'issued' })).toBe(false);
  });
});

describe('invoice line descriptions name the unit serial or the account', () => {
  const account = { accountName: 'Nordic SAF', accountType: 'fuelProviderHoldingAccount' as const };
  it.each([
    [
      'issuancePerTonne',
      'SAFCA-2026-000001',
      'Issuance of SAFCA-2026-000001 into Nordic SAF (Fuel Provider Holding Account), approved Nov 20, 2026',
    ],
    [
      'accountYearly',
      null,
      'Yearly account fee, Nordic SAF (Fuel Provider Holding Account), Nov 20, 2026 – Nov 19, 2027',
    ],
    [
      'accountReactivation',
      null,
      'Re-activation of Nordic SAF (Fuel Provider Holding Account), unblocked Nov 20, 2026',
    ],
  ] as const)('%s', (kind, serial, expected) => {
    expect(invoiceLineDescription({ kind, serial, billedOn: '2026-11-20', ...account })).toBe(expected);
  });
});
