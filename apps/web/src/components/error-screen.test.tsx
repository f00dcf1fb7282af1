import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { goToPage, reloadPage } from '../lib/page-navigation';
import { ErrorScreen } from './error-screen';

vi.mock('../lib/page-navigation', () => ({
  reloadPage: vi.fn(),
  goToPage: vi.fn(),
  isLeavingPage: () => false,
}));

describe('<ErrorScreen> (platform spec §2 "Generic error screen")', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it("reads 'Something Went Wrong:' with the message, and offers 'Reload page' and 'Return to Home page' (the root)", () => {
    render(<ErrorScreen error={new Error('This page could not be loaded.')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something Went Wrong:' })).toBeTruthy();
    expect(screen.getByText('This page could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Return to Home page' }));
    expect(goToPage).toHaveBeenCalledWith('/');
  });

  it('words an error without a message as the spec does', () => {
    render(<ErrorScreen error={{}} />);
    expect(screen.getByText('No detailed description of the error')).toBeTruthy();
  });
});
