import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { CALENDAR_WIDTH } from '@safc/domain';
import { DateInput } from './date-input';

const openCalendar = () => fireEvent.click(screen.getByRole('button', { name: /choose date/i }));
const nextMonth = () => screen.getByRole<HTMLButtonElement>('button', { name: /next month/i });
const dayButton = (day: number) => screen.getByRole<HTMLButtonElement>('gridcell', { name: String(day) });

describe('<DateInput> (platform spec §5, §9)', () => {
  afterEach(() => cleanup());

  it('disallows future dates by default, and its calendar is 320 px wide', () => {
    render(<DateInput label="From" value="" onChange={vi.fn()} />);
    openCalendar();
    expect(dayButton(dayjs().date()).disabled).toBe(false);
    // This month is the last one the calendar may show: every later day is in the future.
    expect(nextMonth().disabled).toBe(true);
    const calendar = document.querySelector('.MuiDateCalendar-root') as HTMLElement;
    expect(getComputedStyle(calendar).width).toBe(`${CALENDAR_WIDTH}px`);
  });

  it('allows future dates when overridden, and gives the chosen day as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(<DateInput label="Expiry date" value="" onChange={onChange} allowFuture />);
    openCalendar();
    expect(nextMonth().disabled).toBe(false);
    fireEvent.click(nextMonth());
    const fifteenth = dayjs().add(1, 'month').date(15);
    // The month slides in: wait until only the next month's days are left.
    await vi.waitFor(() => expect(screen.getAllByRole('gridcell', { name: '15' })).toHaveLength(1));
    expect(screen.getByText(fifteenth.format('MMMM YYYY'))).toBeTruthy();
    fireEvent.click(dayButton(15));
    expect(onChange).toHaveBeenLastCalledWith(fifteenth.format('YYYY-MM-DD'));
  });

  // Walked on /logs (2026-11-29): a From after the To read "The date cannot be in the future" (it was today),
  // and the To before the From "Enter a valid date".
  it('a day outside the bounds its owner set names the bound, not the future or an invalid date', async () => {
    render(<DateInput label="From" value="2020-05-10" max="2020-05-01" onChange={vi.fn()} />);
    render(<DateInput label="To" value="2020-05-01" min="2020-05-10" onChange={vi.fn()} />);
    expect(await screen.findByText('The date must be on or before May 01, 2020')).toBeTruthy();
    expect(await screen.findByText('The date must be on or after May 10, 2020')).toBeTruthy();
    expect(screen.queryByText('The date cannot be in the future')).toBeNull();
    expect(screen.queryByText('Enter a valid date')).toBeNull();
  });
});
