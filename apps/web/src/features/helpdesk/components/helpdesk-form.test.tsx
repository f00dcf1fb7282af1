import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { HelpdeskForm } from './helpdesk-form';

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });

describe('<HelpdeskForm> (forms spec §2 "Helpdesk modal")', () => {
  afterEach(() => cleanup());

  it('has a type select, a description text area and the screenshot checkbox, checked by default', () => {
    render(<HelpdeskForm draft={null} sending={false} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: /Type/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Description/ }).tagName).toBe('TEXTAREA');
    const screenshot = screen.getByRole('checkbox', { name: 'Include screenshot from present page' });
    expect((screenshot as HTMLInputElement).checked).toBe(true);
  });

  it('Submit stays disabled until the form is valid, then sends it', async () => {
    const onSubmit = vi.fn();
    render(<HelpdeskForm draft={null} sending={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(submitButton().disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Type/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    fireEvent.click(options[0]!);
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Too short' },
    });
    expect(submitButton().disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'The export button does nothing' },
    });
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(submitButton());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      description: 'The export button does nothing',
      screenshot: true,
    });
  });

  it('Submit is disabled while the ticket is being sent', () => {
    const draft = {
      type: 'technicalIssue',
      description: 'The export button does nothing',
      screenshot: true,
    } as const;
    render(<HelpdeskForm draft={draft} sending onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(submitButton().disabled).toBe(true);
  });
});
