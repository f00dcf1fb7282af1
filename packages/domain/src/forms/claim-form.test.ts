import { describe, expect, it } from 'vitest';
import {
  CLAIM_LOCKED_FIELDS,
  claimEditFormSchema,
  claimFormSchema,
  isClaimFieldLocked,
  lockedClaimFieldsIn,
} from './claim-form';
import { ID, OTHER_ID, TODAY } from './form-fixtures';

const schema = claimFormSchema({ today: TODAY });
const valid = {
  blockId: ID,
  volume: '5.5',
  accountId: OTHER_ID,
  retirementYear: 2026,
  retirementCountry: 'NL',
};

describe('claim form (forms spec §5)', () => {
  it.each([
    ['a valid claim', {}, true],
    ['retirementYear is a year: this year is accepted', { retirementYear: 2026 }, true],
    ['future years are disabled: next year is refused', { retirementYear: 2027 }, false],
    ['retirementYear from a select as text', { retirementYear: '2025' }, true],
    ['retirementYear required', { retirementYear: undefined }, false],
    ['retirementCountry required', { retirementCountry: ' ' }, false],
    ['blockId required', { blockId: undefined }, false],
    ['accountId required', { accountId: undefined }, false],
    ['volume at least 0.001: 0.001', { volume: '0.001' }, true],
    ['volume at least 0.001: 0.0009', { volume: '0.0009' }, false],
    ['claimPurpose is domestic or international', { claimPurpose: 'domestic' }, true],
    ['claimPurpose refuses other values', { claimPurpose: 'abroad' }, false],
    ['complianceRegime is corsia or not-corsia', { complianceRegime: 'not-corsia' }, true],
    [
      'an internal beneficiary names its owner',
      { safcClaimBeneficiary: { kind: 'internal', ownerId: ID } },
      true,
    ],
    [
      'an external beneficiary has a name and an e-mail',
      { sercClaimBeneficiary: { kind: 'external', name: 'KLM', email: 'x@klm.example' } },
      true,
    ],
    [
      'an external beneficiary e-mail must be valid',
      { sercClaimBeneficiary: { kind: 'external', name: 'KLM', email: 'nope' } },
      false,
    ],
  ] as const)('%s', (_rule, change, expected) => {
    expect(schema.safeParse({ ...valid, ...change }).success).toBe(expected);
  });

  it('a missing required field reads "Required"', () => {
    expect(schema.safeParse({ ...valid, retirementCountry: undefined }).error?.issues[0]?.message).toBe(
      'Required',
    );
  });

  it.each([...CLAIM_LOCKED_FIELDS])('not editable once saved: %s', (field) => {
    expect(isClaimFieldLocked(field)).toBe(true);
  });
  it('previousOwnerId and the external beneficiary name stay editable', () => {
    expect(isClaimFieldLocked('previousOwnerId')).toBe(false);
    expect(isClaimFieldLocked('sercClaimBeneficiary.name')).toBe(false);
  });
});

describe('editing a saved claim: only what CLAIM_LOCKED_FIELDS leaves open (decision 039)', () => {
  it('the edit form names no locked field', () => {
    for (const field of Object.keys(claimEditFormSchema.shape)) expect(isClaimFieldLocked(field)).toBe(false);
  });
  it("takes the previous owner and an outside beneficiary's name and e-mail", () => {
    expect(
      claimEditFormSchema.parse({
        previousOwnerId: ID,
        sercClaimBeneficiary: { name: 'Fjord Air', email: 'claims@fjord.example' },
      }),
    ).toEqual({
      previousOwnerId: ID,
      sercClaimBeneficiary: { kind: 'external', name: 'Fjord Air', email: 'claims@fjord.example' },
    });
    expect(claimEditFormSchema.safeParse({ volume: '1' }).success).toBe(false);
    expect(
      claimEditFormSchema.safeParse({
        safcClaimBeneficiary: { kind: 'internal', name: 'x', email: 'a@b.co' },
      }).success,
    ).toBe(false);
  });
  it('finds the locked fields a body names, an internal owner as its beneficiary', () => {
    expect(
      lockedClaimFieldsIn({
        volume: '1',
        previousOwnerId: ID,
        safcClaimBeneficiary: { kind: 'internal', ownerId: ID },
        sercClaimBeneficiary: { name: 'A', email: 'a@b.co' },
      }),
    ).toEqual(['volume', 'safcClaimBeneficiary']);
  });
});
