import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  buildPermissionContext,
  type AccountMembershipRole,
  type AccountSummary,
  type PermissionContext,
} from '@safc/domain';
import { IssueSafcaLink } from './issue-safca-link';

const COMPANY = '7a1c2a7e-3b4d-4c5e-8f90-123456789abc';
const FUEL_ACCOUNT: AccountSummary = {
  id: '6f1c2a7e-3b4d-4c5e-8f90-123456789abc',
  name: 'Nordic Renewable Fuels - SAF Production',
  type: 'fuelProviderHoldingAccount',
  status: 'active',
  requiredSignatures: 1,
  blockReason: null,
  companyId: COMPANY,
  companyName: 'Nordic Renewable Fuels AS',
  myRole: null,
  createdAt: '2026-08-21T00:00:00.000Z',
};

const member = (role: AccountMembershipRole, account = FUEL_ACCOUNT): PermissionContext =>
  buildPermissionContext({
    id: 'user-1',
    status: 'active',
    isRegistryAdmin: false,
    companies: [{ id: COMPANY, name: 'Nordic', role: 'regular', status: 'active', companyStatus: 'active' }],
    accountMemberships: [
      { accountId: account.id, companyId: COMPANY, role, status: 'active', accountStatus: account.status },
    ],
  });

const show = (permissions: PermissionContext | null, account = FUEL_ACCOUNT) =>
  render(
    <MemoryRouter>
      <IssueSafcaLink permissions={permissions} account={account} />
    </MemoryRouter>,
  );

// Walked as the Nordic initiator: the "Issue SAFcA" wizard lived at /issuance, which no menu, page or button
// led to, so an initiator could issue only by typing the address (docs/decisions/081).
describe('Holdings: the way to the "Issue SAFcA" wizard', () => {
  afterEach(() => cleanup());

  it('an initiator on an active fuel provider account is led to the wizard for that account', () => {
    show(member('accountRepInitiator'));
    const link = screen.getByRole('link', { name: 'Issue SAFcA' });
    expect(link.getAttribute('href')).toBe(`/issuance?accountId=${FUEL_ACCOUNT.id}`);
  });

  it('nobody is offered it where they may not issue: a read-only member, an approver, an administrator', () => {
    show(member('readOnly'));
    show(member('accountRepApprover'));
    show(
      buildPermissionContext({
        id: 'admin',
        status: 'active',
        isRegistryAdmin: true,
        companies: [],
        accountMemberships: [],
      }),
    );
    expect(screen.queryByRole('link', { name: 'Issue SAFcA' })).toBeNull();
  });

  it('only fuel provider accounts, and only active ones, take new SAFcA', () => {
    const trading = { ...FUEL_ACCOUNT, type: 'generalHoldingAccount' as const };
    const blocked = { ...FUEL_ACCOUNT, status: 'blocked' as const };
    show(member('accountRepInitiator', trading), trading);
    show(member('accountRepInitiator', blocked), blocked);
    expect(screen.queryByRole('link', { name: 'Issue SAFcA' })).toBeNull();
  });
});
