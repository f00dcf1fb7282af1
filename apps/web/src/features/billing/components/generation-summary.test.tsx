import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { InvoiceGenerationResult } from '@safc/domain';
import { GenerationSummary } from './generation-summary';

const company = (n: number) => ({
  companyId: `1111111${n}-1111-4111-8111-111111111111`,
  companyName: `Company ${n}`,
  invoiceId: null,
  lines: 1,
  totalCents: 36_038,
  byKind: [{ kind: 'issuancePerTonne' as const, lines: 1, quantity: '120.125', amountCents: 36_038 }],
});
const result = (companies: number, lines: number): InvoiceGenerationResult => ({
  periodStart: '2026-11-01',
  periodEnd: '2026-12-31',
  confirmed: false,
  companies: Array.from({ length: companies }, (_, index) => company(index + 1)),
  lines,
  totalCents: 36_038 * lines,
});

// Walked as the administrator (2026-11-29): the preview of one issuance fee read "1 companies · 1 lines".
describe('<GenerationSummary>: the totals row counts in words', () => {
  afterEach(() => cleanup());

  it('one company and one line are singular', () => {
    render(<GenerationSummary result={result(1, 1)} />);
    expect(screen.getByText('1 company')).toBeTruthy();
    expect(screen.getByText('1 line')).toBeTruthy();
  });

  it('more are plural', () => {
    render(<GenerationSummary result={result(2, 3)} />);
    expect(screen.getByText('2 companies')).toBeTruthy();
    expect(screen.getByText('3 lines')).toBeTruthy();
  });
});
