import { describe, expect, it } from 'vitest';
import type { ClaimFormInput } from '@safc/domain';
import { claimEditOf } from './edit-claim-dialog';

const A = '6f1c2a7e-3b4d-4c5e-8f90-123456789abc';
const B = '0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d';
const SAVED: ClaimFormInput = {
  blockId: A,
  accountId: A,
  volume: '10.000',
  retirementYear: 2026,
  retirementCountry: 'NO',
  previousOwnerId: A,
  safcClaimBeneficiary: { kind: 'external', name: 'Fjord Air', email: 'claims@fjord.example' },
  sercClaimBeneficiary: { kind: 'internal', ownerId: A },
};

describe('claimEditOf: what a saved claim sends when edited (decision 039)', () => {
  it('sends nothing when nothing open changed, whatever the locked fields hold', () => {
    expect(claimEditOf(SAVED, { ...SAVED, volume: '1', retirementYear: 2020 })).toEqual({});
  });
  it('sends the previous owner and an outside beneficiary that changed, never an internal one', () => {
    expect(
      claimEditOf(SAVED, {
        ...SAVED,
        previousOwnerId: B,
        safcClaimBeneficiary: { kind: 'external', name: 'Fjord Air AS', email: 'claims@fjord.example' },
        sercClaimBeneficiary: { kind: 'internal', ownerId: B },
      }),
    ).toEqual({
      previousOwnerId: B,
      safcClaimBeneficiary: { kind: 'external', name: 'Fjord Air AS', email: 'claims@fjord.example' },
    });
  });
});
