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
});
