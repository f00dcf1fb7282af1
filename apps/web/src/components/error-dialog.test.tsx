import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HttpError } from '../lib/http-error';
import { clearError, loadErrorActor, reportError } from '../lib/errors/error-store';
import { ErrorDialogHost } from './error-dialog-host';

describe('global error dialog (platform spec §2)', () => {
  afterEach(() => {
    act(() => clearError());
    cleanup();
  });

  it('opens when an error is set, with its ID and the chosen message, and closes when cleared', async () => {
    render(<ErrorDialogHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const body = { statusCode: 409, message: 'The block is reserved', errorId: 'err-42' };
    act(() => reportError(new HttpError(409, body, body.message)));
    // The first error loads the machine and the dialog's chunk: under vitest's transform that can take seconds.
    expect(await screen.findByRole('dialog', { name: 'Error' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('err-42')).toBeTruthy();
    expect(screen.getByText('The block is reserved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect((await loadErrorActor()).getSnapshot().value).toBe('idle');
  });

  it('shows a person the message, not the detail pairs behind it (they stay in the log under the error ID)', async () => {
    render(<ErrorDialogHost />);
    const body = {
      statusCode: 422,
      message: 'Not enough free volume on SAFCA-2026-000004: 250.000 t free, 250.001 t asked',
      errorId: 'err-43',
      details: { blockId: '5cd7a1b2-0000-4000-8000-000000000000', volume: '250.000' },
    };
    act(() => reportError(new HttpError(422, body, body.message)));
    expect(await screen.findByText(body.message, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('err-43')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).not.toContain('blockId');
  });

  it('a details reason still replaces the message (platform spec §8)', async () => {
    render(<ErrorDialogHost />);
    const body = {
      statusCode: 409,
      message: 'Refused',
      errorId: 'err-44',
      details: { reason: 'NotEnoughApprovers' },
    };
    act(() => reportError(new HttpError(409, body, body.message)));
    expect(await screen.findByText('NotEnoughApprovers', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
