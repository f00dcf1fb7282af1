import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FieldValues } from 'react-hook-form';
import { BATCH_IDENTIFIER_NOT_LATIN, formatIsoDate, issueFormSchema } from '@safc/domain';
import { useDomainForm } from '../../../../components/forms/use-domain-form';
import type { FormControl } from '../../../../components/forms';
import { emptyIssueForm } from '../../lib/wizard-values';
import { BatchTab } from './batch-tab';

// Decision 140: the wizard's batch number field refuses, in the domain's words, a letter the fingerprint drops.

function Wizard() {
  const form = useDomainForm(
    issueFormSchema({ today: formatIsoDate(new Date()) }),
    emptyIssueForm('6f1c2a7e-3b4d-4c5e-8f90-123456789abc') as never,
  );
  return <BatchTab control={form.control as unknown as FormControl<FieldValues>} />;
}

const batchNumber = () => screen.getByRole('textbox', { name: 'Batch number' });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('issue wizard: the batch number in Latin letters (decision 140)', () => {
  afterEach(() => cleanup());

  it('shows the refusal under the field for a Cyrillic look-alike, and none for the Latin number', async () => {
    render(<Wizard />);
    fireEvent.change(batchNumber(), { target: { value: 'P\u041eS-2026-001' } });
    fireEvent.blur(batchNumber());
    await settle();
    // The message is the field's own description, under it.
    const describedBy = batchNumber().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(BATCH_IDENTIFIER_NOT_LATIN);
    expect(batchNumber().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(batchNumber(), { target: { value: 'POS-2026-001' } });
    await settle();
    expect(screen.queryByText(BATCH_IDENTIFIER_NOT_LATIN)).toBeNull();
    expect(batchNumber().getAttribute('aria-invalid')).toBe('false');
  });
});
