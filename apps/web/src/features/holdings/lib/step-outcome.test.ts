import { describe, expect, it } from 'vitest';
import type { ActionResult, ActionView } from '@safc/domain';
import { stepOutcome } from './step-outcome';

const BLOCK = '11111111-1111-4111-8111-111111111111';

const action = (change: Partial<ActionView> = {}): ActionView => ({
  id: '77777777-7777-4777-8777-777777777777',
  type: 'Transfer',
  status: 'pendingSignature',
  state: 'pending',
  volume: '1200.5',
  unitBlockId: BLOCK,
  serial: 'SAFCA-2026-000006',
  issuanceId: null,
  sendingAccountId: '22222222-2222-4222-8222-222222222222',
  sendingAccountName: 'Nordic - SAF Production',
  sendingCompanyId: '33333333-3333-4333-8333-333333333333',
  sendingCompanyName: 'Nordic',
  receivingAccountId: '44444444-4444-4444-8444-444444444444',
  receivingAccountName: 'SkyWays - SAF Portfolio',
  receivingCompanyId: '55555555-5555-4555-8555-555555555555',
  receivingCompanyName: 'SkyWays',
  initiatorId: '66666666-6666-4666-8666-666666666666',
  initiatorName: 'Erik',
  signatures: 0,
  requiredSignatures: 1,
  requiredActions: '1 signature',
  createdAt: '2026-11-21T06:00:00.000Z',
  updatedAt: '2026-11-21T06:00:00.000Z',
  expiresAt: null,
  completedAt: null,
  ...change,
});

const resultOf = (view: ActionView, status: ActionResult['status']): ActionResult => ({
  id: view.id,
  type: view.type,
  status,
  volume: view.volume,
  unitBlockId: view.unitBlockId,
  issuanceId: view.issuanceId,
  sendingAccountId: view.sendingAccountId,
  receivingAccountId: view.receivingAccountId,
  initiatorId: view.initiatorId,
  requiredSignatures: view.requiredSignatures,
  expiresAt: null,
  completedAt: null,
  createdAt: view.createdAt,
});

describe('stepOutcome: what a step on a pending action did, in words', () => {
  it('a signed transfer says where it goes next, or that it is done and where the units are', () => {
    const transfer = action();
    expect(stepOutcome(transfer, 'sign', resultOf(transfer, 'pendingAcceptance'))).toBe(
      'Signed: the transfer of 1,200.500 t of SAFCA-2026-000006 now waits for SkyWays - SAF Portfolio to accept it.',
    );
    expect(stepOutcome(transfer, 'sign', resultOf(transfer, 'completed'))).toBe(
      'Signed: the transfer of 1,200.500 t of SAFCA-2026-000006 is complete: the units are in SkyWays - SAF Portfolio.',
    );
    expect(stepOutcome(transfer, 'sign', resultOf(transfer, 'pendingSignature'))).toBe(
      'Signed: the transfer of 1,200.500 t of SAFCA-2026-000006 waits for another signature.',
    );
  });

  it('accepting, rejecting and cancelling say what became of the units', () => {
    const incoming = action({ status: 'pendingAcceptance' });
    expect(stepOutcome(incoming, 'accept', resultOf(incoming, 'completed'))).toBe(
      'Accepted: the transfer of 1,200.500 t of SAFCA-2026-000006 is complete: the units are in SkyWays - SAF Portfolio.',
    );
    expect(stepOutcome(incoming, 'reject', resultOf(incoming, 'rejected'))).toBe(
      'Rejected: the transfer of 1,200.500 t of SAFCA-2026-000006 will not happen: its units are free again.',
    );
    const split = action({ type: 'Split', receivingAccountName: null, receivingAccountId: null });
    expect(stepOutcome(split, 'cancel', resultOf(split, 'cancelled'))).toBe(
      'Cancelled: the split of 1,200.500 t of SAFCA-2026-000006 will not happen: its units are free again.',
    );
  });

  it('an issuance signed goes to the administrator; an action without volume or serial is named by its kind', () => {
    const issue = action({ type: 'Issue', volume: null, serial: null, unitBlockId: null });
    expect(stepOutcome(issue, 'sign', resultOf(issue, 'pendingApproval'))).toBe(
      "Signed: the issue now waits for the registry administrator's approval.",
    );
    const claim = action({ type: 'Claim', receivingAccountName: null });
    expect(stepOutcome(claim, 'sign', resultOf(claim, 'completed'))).toBe(
      'Signed: the claim of 1,200.500 t of SAFCA-2026-000006 is complete.',
    );
    expect(stepOutcome(claim, 'sign', resultOf(claim, 'expired'))).toBe(
      'Signed: the claim of 1,200.500 t of SAFCA-2026-000006 is expired.',
    );
  });
});
