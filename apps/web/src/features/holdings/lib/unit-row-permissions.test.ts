import { describe, expect, it } from 'vitest';
import type { AccountMembershipRole, PermissionContext } from '@safc/domain';
import type { ActionView } from '@safc/domain';
import type { UnitRow } from '../api/get-units';
import { pendingActionSteps } from './pending-action-steps';
import { mayInitiateOn, unitOperations } from './unit-row-permissions';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const ACCOUNT = '22222222-2222-4222-8222-222222222222';
const OTHER_ACCOUNT = '33333333-3333-4333-8333-333333333333';
const ME = '44444444-4444-4444-8444-444444444444';
const SOMEONE = '55555555-5555-4555-8555-555555555555';

function contextWith(
  role: AccountMembershipRole,
  companyStatus: 'active' | 'blocked' = 'active',
): PermissionContext {
  return {
    selectedCompanyId: COMPANY,
    user: {
      id: ME,
      status: 'active',
      isRegistryAdmin: false,
      companies: [{ id: COMPANY, name: 'Nordic', role: 'regular', status: 'active', companyStatus }],
      accountMemberships: [
        { accountId: ACCOUNT, companyId: COMPANY, role, status: 'active', accountStatus: 'active' },
      ],
    },
  };
}

const unit = (change: Partial<UnitRow> = {}): UnitRow => ({
  id: '66666666-6666-4666-8666-666666666666',
  serial: 'SAFCA-2026-000001',
  unitType: 'SAFcA',
  status: 'active',
  accountId: ACCOUNT,
  accountName: 'Fuel',
  companyId: COMPANY,
  companyName: 'Nordic',
  parentId: null,
  volume: '100.000',
  freeVolume: '100.000',
  co2Abated: '300.000',
  density: '0.800000',
  category: 2,
  typeCode: 'SAFcA-A2-VAL',
  productionYear: 2026,
  certificationScheme: 'isccCorsia',
  productionFeedstock: 'Tallow',
  batchNumber: 'B-1',
  issuanceDate: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  issuanceId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  reservedVolume: '0.000',
  freeCo2Abated: '300.000',
  verifiedTypeCode: 'SAFcA-A2-VAL',
  sustainabilityTier: 'A',
  emissionReduction: '85.0',
  fuelProducingCompanyName: null,
  feedstockCountries: [],
  expirationDate: null,
  retiredAt: null,
  claim: null,
  comment: null,
  ...change,
});

describe('unit row operations (platform spec §6, DESIGN §5)', () => {
  it('an initiator may transfer, split, claim and issue SAFcE from a category-2 SAFcA block', () => {
    expect(unitOperations(contextWith('accountRepInitiator'), unit())).toEqual([
      'transfer',
      'split',
      'claim',
      'issueMeta',
    ]);
  });
  it('compliance units (category 1) are neither split nor unbundled', () => {
    expect(
      unitOperations(contextWith('accountRepInitiator'), unit({ category: 1, typeCode: 'SAFcA-A1-VAL' })),
    ).toEqual(['transfer', 'claim']);
  });
  it('SAFcE give no SAFcE', () => {
    expect(unitOperations(contextWith('accountRepFullAccess'), unit({ unitType: 'SAFcE' }))).not.toContain(
      'issueMeta',
    );
  });
  it.each(['accountRepApprover', 'readOnly'] as const)('a %s starts nothing', (role) => {
    expect(unitOperations(contextWith(role), unit())).toEqual([]);
  });
  it('nothing starts on a claimed block, a block with nothing free, or in a blocked company', () => {
    expect(unitOperations(contextWith('accountRepInitiator'), unit({ status: 'retired' }))).toEqual([]);
    expect(unitOperations(contextWith('accountRepInitiator'), unit({ freeVolume: '0.000' }))).toEqual([]);
    expect(unitOperations(contextWith('accountRepInitiator', 'blocked'), unit())).toEqual([]);
  });
});

const action = (change: Partial<ActionView>): ActionView => ({
  id: '77777777-7777-4777-8777-777777777777',
  type: 'Transfer',
  status: 'pendingSignature',
  volume: '20.000',
  unitBlockId: null,
  serial: 'SAFCA-2026-000001',
  sendingAccountId: ACCOUNT,
  sendingAccountName: 'Fuel',
  sendingCompanyId: COMPANY,
  sendingCompanyName: 'Nordic',
  receivingAccountId: OTHER_ACCOUNT,
  receivingAccountName: 'Portfolio',
  receivingCompanyId: COMPANY,
  receivingCompanyName: 'Nordic',
  initiatorId: SOMEONE,
  initiatorName: 'Erik',
  signatures: 0,
  requiredSignatures: 1,
  requiredActions: '1 signature',
  state: 'pending',
  issuanceId: null,
  createdAt: '2026-11-21T06:00:00.000Z',
  updatedAt: '2026-11-21T06:00:00.000Z',
  expiresAt: null,
  completedAt: null,
  ...change,
});

describe('pending action buttons (DESIGN §5: four eyes)', () => {
  it("a signer of the sending account signs or rejects someone else's action", () => {
    expect(pendingActionSteps(contextWith('accountRepApprover'), ME, action({}))).toEqual(['sign', 'reject']);
  });
  it('the initiator never signs their own action, and may cancel it', () => {
    expect(pendingActionSteps(contextWith('accountRepFullAccess'), ME, action({ initiatorId: ME }))).toEqual([
      'cancel',
    ]);
  });
  it('a member who acts for the receiving account accepts or rejects a transfer awaiting acceptance (decision 019)', () => {
    const incoming = action({
      status: 'pendingAcceptance',
      sendingAccountId: OTHER_ACCOUNT,
      receivingAccountId: ACCOUNT,
    });
    for (const role of ['accountRepApprover', 'accountRepInitiator', 'accountRepFullAccess'] as const)
      expect(pendingActionSteps(contextWith(role), ME, incoming), role).toEqual(['accept', 'reject']);
    expect(pendingActionSteps(contextWith('readOnly'), ME, incoming)).toEqual([]);
  });
  it('an issuance awaiting the administrator offers the company nothing', () => {
    expect(
      pendingActionSteps(
        contextWith('accountRepApprover'),
        ME,
        action({ type: 'Issue', status: 'pendingApproval' }),
      ),
    ).toEqual([]);
  });
});

describe('who is told why an account cannot act', () => {
  it('initiators are; approvers and readers start nothing, so the notice is not theirs', () => {
    expect(mayInitiateOn(contextWith('accountRepInitiator'), COMPANY, ACCOUNT)).toBe(true);
    expect(mayInitiateOn(contextWith('accountRepApprover'), COMPANY, ACCOUNT)).toBe(false);
    expect(mayInitiateOn(contextWith('readOnly'), COMPANY, ACCOUNT)).toBe(false);
  });
});
