import type { ActionView } from '@safc/domain';

export const WAITING_ACCOUNT = '99999999-9999-4999-8999-999999999999';

/** An incoming transfer waiting for the account's acceptance, as GET /api/actions/pending answers it. */
export const incomingTransfer: ActionView = {
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
