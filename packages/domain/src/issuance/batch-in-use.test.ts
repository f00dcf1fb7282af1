import { describe, expect, it } from 'vitest';
import {
  BATCH_IDENTIFIER_NOT_LATIN,
  BATCH_IDENTIFIER_UNREADABLE,
  batchIdentifierField,
} from '../forms/issue/batch-identifier';
import { formatDate } from '../presentation/format-date';
import { batchInUseMessage } from './batch-in-use';
import { batchOfIssueForm } from './batch-of-issue-form';

// Decision 096: the words a supplier reads when a batch or document is already held, and what names a batch.

const SUBMITTED = '2026-11-20T09:30:00.000Z';
const own = { ownCompany: true, serial: null, batchNumber: 'NRF-2026-0412', submittedAt: SUBMITTED };

describe('batchInUseMessage: the earlier issuance named to its own company, never to another', () => {
  it('names an approved issuance of the same company by its serial', () => {
    expect(batchInUseMessage('batch', { ...own, serial: 'SAFCA-2026-000042' })).toBe(
      'This batch is already in the registry as your units SAFCA-2026-000042. A batch is issued once.',
    );
  });

  it('names a pending one by its batch number and day of submission', () => {
    expect(batchInUseMessage('document', own)).toBe(
      `This document is already the proof of sustainability of batch NRF-2026-0412, submitted on ${formatDate(SUBMITTED)} and not yet approved. Each issuance needs the document of its own batch.`,
    );
  });

  it("says of another company's issuance only that it exists: no serial, batch number or day", () => {
    const other = { ...own, ownCompany: false, serial: 'SAFCA-2026-000042' };
    for (const part of ['batch', 'document'] as const) {
      const message = batchInUseMessage(part, other);
      expect(message).toContain('another company');
      expect(message).not.toMatch(/SAFCA|NRF|2026/);
    }
  });
});

describe('a certificate or batch number must keep a letter or digit once normalised', () => {
  it.each([
    ['B-2026-0042', null],
    ['ＰＯＳ２０２６', null],
    ['--/--', BATCH_IDENTIFIER_UNREADABLE],
    // Decision 140: letters other than Latin are refused as such.
    ['批次', BATCH_IDENTIFIER_NOT_LATIN],
  ])('%s: %s', (value, refusal) => {
    const parsed = batchIdentifierField().safeParse(value);
    expect(parsed.success).toBe(refusal === null);
    if (refusal) expect(parsed.error?.issues[0]?.message).toBe(refusal);
  });
});

describe('batchOfIssueForm reads the batch a stored form names, or none', () => {
  it('takes scheme, certificate and batch number', () => {
    expect(
      batchOfIssueForm({
        batch: { batchNumber: 'B-1' },
        certification: { scheme: 'isccEu', certificateNumber: 'C-1' },
      }),
    ).toEqual({ scheme: 'isccEu', certificateNumber: 'C-1', batchNumber: 'B-1' });
  });

  it('guesses nothing from a form without a known scheme or a number', () => {
    expect(
      batchOfIssueForm({ batch: { batchNumber: 'B-1' }, certification: { scheme: 'madeUp' } }),
    ).toBeNull();
    expect(batchOfIssueForm(null)).toBeNull();
  });
});
