import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ACCOUNT_TYPES, type FeeSchedule } from '@safc/domain';
import { FeeScheduleDialog } from './fee-schedule-dialog';

const byType = (cents: number) => Object.fromEntries(ACCOUNT_TYPES.map((type) => [type, cents]));
const SCHEDULE: FeeSchedule = {
  inForce: {
    id: '11111111-1111-4111-8111-111111111111',
    version: 1,
    effectiveFrom: '2000-01-01',
    currency: 'USD',
    createdAt: '2000-01-01T00:00:00.000Z',
    createdByName: null,
    issuancePerTonneCents: 300,
    accountYearlyCents: byType(200_000) as FeeSchedule['versions'][number]['accountYearlyCents'],
    accountReactivationCents: byType(400_000) as FeeSchedule['versions'][number]['accountReactivationCents'],
  },
  versions: [],
  lastBilledOn: '2026-11-29',
};

// Walked as the administrator at 1280 px (2026-11-29): the outlined labels "Effective from" and "Issuance,
// per tonne" rose into the line "Fees are billed up to ...", cut off at their top, as the other dialogs'
// first fields (mark paid, generate invoices, Scope 3 statement) do not.
const renderDialog = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FeeScheduleDialog schedule={SCHEDULE} onClose={() => undefined} />
    </QueryClientProvider>,
  );

/** Types a day into the registry's date picker: its hidden input takes a whole 'YYYY-MM-DD', as autofill does. */
const typeDay = (label: string, day: string) => {
  const field = screen.getByRole('group', { name: new RegExp(label) });
  const input = field.parentElement!.querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: day } });
};

describe('<FeeScheduleDialog>', () => {
  afterEach(() => cleanup());

  it("leaves room under the dialog's text for the first fields' labels, as the other dialogs do", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FeeScheduleDialog schedule={SCHEDULE} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/Fees are billed up to/)).toBeTruthy();
    expect(getComputedStyle(screen.getByTestId('fee-schedule-first-row')).marginTop).toBe('16px');
  });

  // Walked the same day: a version typed to start on Jan 01, 2026 went to the server, whose 409 came back in
  // the error dialog over the form, not beside the field to change.
  it('says beside "Effective from" that a day already billed cannot start a version, before sending', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    typeDay('Effective from', '2026-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save version' }));
    expect(await screen.findByText('Fees are billed up to Nov 29, 2026: choose a later day')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  // Walked as the administrator (2026-11-29): "Effective from" was the browser's own date input, showing
  // mm/dd/yyyy, where every other date of the registry is its picker showing YYYY-MM-DD.
  it('takes "Effective from" in the registry\'s date picker, YYYY-MM-DD, and sends the day as before', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    expect(document.querySelector('input[type="date"]')).toBeNull();
    const field = screen.getByRole('group', { name: /Effective from/ });
    // The day after the last one billed, or today if that is later.
    const firstOpen = [dayjs().format('YYYY-MM-DD'), '2026-11-30'].sort().at(-1)!;
    expect(field.textContent).toContain(firstOpen);
    typeDay('Effective from', '2027-03-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save version' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/billing/fees');
    expect(JSON.parse(init.body as string)).toMatchObject({
      effectiveFrom: '2027-03-01',
      issuancePerTonneCents: 300,
    });
    vi.unstubAllGlobals();
  });
});
