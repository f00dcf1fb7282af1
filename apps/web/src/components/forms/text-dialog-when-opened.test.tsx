import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { accountBlockSchema } from '@safc/domain';
import { TextDialogWhenOpened } from './text-dialog-when-opened';

describe('a text dialog loaded when first opened (decision 059)', () => {
  afterEach(cleanup);

  it('renders nothing until first opened, then loads the dialog, which takes the reason', async () => {
    const props = {
      title: 'Block company',
      schema: accountBlockSchema,
      field: 'reason',
      label: 'Reason',
      required: true,
      confirmLabel: 'Block',
      sending: false,
      onConfirm: vi.fn(),
      onClose: vi.fn(),
    };
    const { rerender } = render(<TextDialogWhenOpened {...props} open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<TextDialogWhenOpened {...props} open />);
    // The dialog's chunk loads on the first opening: under vitest's transform that can take seconds.
    await screen.findByRole('dialog', { name: 'Block company' }, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Documents under review' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await vi.waitFor(() =>
      expect(props.onConfirm).toHaveBeenCalledWith({ reason: 'Documents under review' }),
    );
  });
});
