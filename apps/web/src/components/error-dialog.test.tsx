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

  it('adds the detail pairs in brackets after the message (platform spec §8, issue 45 item 1)', async () => {
    render(<ErrorDialogHost />);
    const body = {
      statusCode: 409,
      message: 'Conflict msg',
      errorId: 'err-43',
      details: { field: 'bad', other: 'worse' },
    };
    act(() => reportError(new HttpError(409, body, body.message)));
    expect(
      await screen.findByText('Conflict msg [field: bad, other: worse]', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('err-43')).toBeTruthy();
  });

  it("a refusal of a field reads in the form's words: no field path (issue 45 item 3)", async () => {
    render(<ErrorDialogHost />);
    const message = 'based on current specifications, the SAF must be blended';
    const body = {
      statusCode: 400,
      message: `body.blending.isBlended: ${message}`,
      errorId: 'err-45',
      details: { 'body.blending.isBlended': message, 'body.batch.batchNumber': 'Required' },
    };
    act(() => reportError(new HttpError(400, body, body.message)));
    expect(
      await screen.findByText(`Blended: ${message} [Batch number: Required]`, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).not.toContain('body.');
  });

  it('a details reason still replaces the message (platform spec §8), its code in words', async () => {
    render(<ErrorDialogHost />);
    const body = {
      statusCode: 409,
      message: 'Refused',
      errorId: 'err-44',
      details: { reason: 'NotEnoughApprovers' },
    };
    act(() => reportError(new HttpError(409, body, body.message)));
    expect(
      await screen.findByText(
        /^Not enough approvers: this account has fewer possible signers/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  });
});
