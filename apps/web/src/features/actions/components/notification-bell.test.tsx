import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { incomingTransfer, WAITING_ACCOUNT } from '../../../test/actions';
import { NotificationBell } from './notification-bell';

vi.mock('../../../lib/session/request-token', () => ({ requestToken: () => Promise.resolve('token') }));

function renderBell(counts: Record<string, number>, pending?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const body = String(input).startsWith('/api/actions/pending-count') ? counts : pending;
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell isRegistryAdmin={false} companyId="c-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('<NotificationBell>', () => {
  afterEach(() => cleanup());

  it('shows 99, not 150, and links to the pending actions of the first waiting account', async () => {
    renderBell(
      { pendingApprovalCount: 100, pendingAcceptanceCount: 30, pendingSignatureCount: 20 },
      {
        pendingAcceptance: { processes: [incomingTransfer], total: 1 },
        pendingSignature: { processes: [], total: 0 },
        pendingApproval: { processes: [], total: 0 },
      },
    );
    expect(await screen.findByText('99')).toBeTruthy();
    const link = await screen.findByRole('link', { name: '99+ pending actions (150)' });
    await vi.waitFor(() =>
      expect(link.getAttribute('href')).toBe(`/holdings?tab=pendingActions&accountId=${WAITING_ACCOUNT}`),
    );
  });

  it('asks for the pending processes only when a count is above 0, and shows no badge text at 0', async () => {
    renderBell({ pendingApprovalCount: 0, pendingAcceptanceCount: 0, pendingSignatureCount: 0 });
    const link = await screen.findByRole('link', { name: 'No pending actions' });
    expect(link.textContent).toBe('');
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(['/api/actions/pending-count?companyId=c-1']);
  });
});
