import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ActionView } from '@safc/domain';
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

const WAITING_ACCOUNT = '99999999-9999-4999-8999-999999999999';

/** An incoming transfer waiting for the account's acceptance, as GET /api/actions/pending answers it. */
const incomingTransfer: ActionView = {
  id: '77777777-7777-4777-8777-777777777777',
  type: 'Transfer',
  status: 'pendingAcceptance',
  state: 'pending',
  volume: '20.000',
  unitBlockId: null,
  serial: 'SAFCA-2026-000001',
  issuanceId: null,
  sendingAccountId: '11111111-1111-4111-8111-111111111111',
  sendingAccountName: 'Fuel',
  sendingCompanyId: '22222222-2222-4222-8222-222222222222',
  sendingCompanyName: 'Nordic',
  receivingAccountId: WAITING_ACCOUNT,
  receivingAccountName: 'Portfolio',
  receivingCompanyId: '33333333-3333-4333-8333-333333333333',
  receivingCompanyName: 'SkyWays',
  initiatorId: '44444444-4444-4444-8444-444444444444',
  initiatorName: 'Erik',
  signatures: 1,
  requiredSignatures: 1,
  requiredActions: 'Acceptance',
  createdAt: '2026-11-21T06:00:00.000Z',
  updatedAt: '2026-11-21T06:00:00.000Z',
  expiresAt: null,
  completedAt: null,
};

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
