import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { incomingTransfer } from '../../../test/actions';
import { ActionsTable } from './actions-table';

describe('<ActionsTable>', () => {
  afterEach(() => cleanup());

  it('opens an action from a button in its row, which the keyboard reaches, once per press', () => {
    const onOpen = vi.fn();
    render(
      <ActionsTable
        actions={[incomingTransfer]}
        total={1}
        page={1}
        pageSize={25}
        onPage={() => undefined}
        onOpen={onOpen}
      />,
    );
    const open = screen.getByRole('button', { name: '77777777' });
    open.focus();
    expect(document.activeElement).toBe(open);
    fireEvent.click(open);
    // The row's own click (for the mouse) is not a second opening.
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(incomingTransfer);
  });
});
