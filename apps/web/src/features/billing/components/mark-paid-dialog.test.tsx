import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import type { Invoice } from '@safc/domain';
import { MarkPaidDialog } from './mark-paid-dialog';

const daysAgo = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');
const INVOICE = { number: 'INV-2026-000001', issuedOn: daysAgo(30) } as Invoice;

const renderDialog = (onPaid = vi.fn()) => {
  render(<MarkPaidDialog invoice={INVOICE} sending={false} onPaid={onPaid} onClose={vi.fn()} />);
  return onPaid;
};

/** Types a day into the registry's date picker: its hidden input takes a whole 'YYYY-MM-DD', as autofill does. */
const typeDay = (day: string) => {
  const input = screen.getByRole('group', { name: /Paid on/ }).parentElement!.querySelector('input')!;
  fireEvent.change(input, { target: { value: day } });
};

const markPaid = () => fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));

// Walked as the administrator (2026-11-29): "Paid on" was the browser's own date input, showing mm/dd/yyyy,
// where every other date of the registry is its picker showing YYYY-MM-DD.
describe('<MarkPaidDialog>', () => {
  afterEach(() => cleanup());

  it('takes "Paid on" in the registry\'s date picker, YYYY-MM-DD, and records the day as before', async () => {
    const onPaid = renderDialog();
    expect(document.querySelector('input[type="date"]')).toBeNull();
    const today = dayjs().format('YYYY-MM-DD');
    expect(screen.getByRole('group', { name: /Paid on/ }).textContent).toContain(today);
    typeDay(daysAgo(5));
    fireEvent.change(screen.getByRole('textbox', { name: /Payment reference/ }), {
      target: { value: 'NRF-0001' },
    });
    markPaid();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(onPaid.mock.calls[0]?.[0]).toEqual({
      status: 'paid',
      paidOn: daysAgo(5),
      paymentReference: 'NRF-0001',
    });
  });

  it("refuses a day in the future or before the invoice's issue, in the registry's words", async () => {
    const onPaid = renderDialog();
    typeDay(dayjs().add(1, 'day').format('YYYY-MM-DD'));
    markPaid();
    expect(await screen.findByText('The date cannot be in the future')).toBeTruthy();
    typeDay(daysAgo(31));
    expect(await screen.findByText('The payment cannot be before the invoice was issued')).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
