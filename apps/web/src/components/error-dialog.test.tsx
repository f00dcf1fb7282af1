import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HttpError } from '../lib/http-error';
import { clearError, errorActor, reportError } from '../lib/errors/error-store';
import { ErrorDialog } from './error-dialog';

describe('global error dialog (platform spec §2)', () => {
  afterEach(() => {
    act(() => clearError());
    cleanup();
  });

  it('opens when an error is set, with its ID and the chosen message, and closes when cleared', async () => {
    render(<ErrorDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const body = { statusCode: 409, message: 'The block is reserved', errorId: 'err-42' };
    act(() => reportError(new HttpError(409, body, body.message)));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('err-42')).toBeTruthy();
    expect(screen.getByText('The block is reserved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(errorActor.getSnapshot().value).toBe('idle');
  });

  it('shows a person the message, not the detail pairs behind it (they stay in the log under the error ID)', async () => {
    render(<ErrorDialog />);
    const body = {
      statusCode: 422,
      message: 'Not enough free volume on SAFCA-2026-000004: 250.000 t free, 250.001 t asked',
      errorId: 'err-43',
      details: { blockId: '5cd7a1b2-0000-4000-8000-000000000000', volume: '250.000' },
    };
    act(() => reportError(new HttpError(422, body, body.message)));
    expect(await screen.findByText(body.message)).toBeTruthy();
    expect(screen.getByText('err-43')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).not.toContain('blockId');
  });

  it('a details reason still replaces the message (platform spec §8)', async () => {
    render(<ErrorDialog />);
    const body = {
      statusCode: 409,
      message: 'Refused',
      errorId: 'err-44',
      details: { reason: 'NotEnoughApprovers' },
    };
    act(() => reportError(new HttpError(409, body, body.message)));
    expect(await screen.findByText('NotEnoughApprovers')).toBeTruthy();
  });
});
