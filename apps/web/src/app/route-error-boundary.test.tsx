import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

vi.mock('../lib/page-navigation', () => ({
  reloadPage: vi.fn(),
  goToPage: vi.fn(),
  isLeavingPage: () => false,
}));

describe('a route whose chunk fails to load (platform spec §8)', () => {
  afterEach(() => cleanup());

  it('shows the generic error screen with "Reload page", not a blank page or a loader forever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const Page = lazyPage(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'Page',
    );
    render(
      <RouteErrorBoundary location="/registry">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong:' })).toBeTruthy();
    expect(screen.getByText(/The registry may have been updated: please reload the page/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });
});
