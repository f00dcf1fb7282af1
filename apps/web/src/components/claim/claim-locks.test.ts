import { describe, expect, it } from 'vitest';
import { CLAIM_LOCKED_FIELDS } from '@safc/domain';
import { beneficiaryKindLocked, claimFieldLocked, retirementYearOptions } from './claim-locks';

describe('claim form: fields locked once saved (forms spec §5)', () => {
  it.each(CLAIM_LOCKED_FIELDS)('%s is editable before saving and locked after', (path) => {
    expect(claimFieldLocked(false, path)).toBe(false);
    expect(claimFieldLocked(true, path)).toBe(true);
  });

  it.each([
    'safcClaimBeneficiary.name',
    'safcClaimBeneficiary.email',
    'sercClaimBeneficiary.name',
    'sercClaimBeneficiary.email',
  ])("an external beneficiary's %s stays editable", (path) =>
    expect(claimFieldLocked(true, path)).toBe(false),
  );

  it("a saved beneficiary keeps its kind (decision 039); a new claim's may change", () => {
    expect(beneficiaryKindLocked(true, 'sercClaimBeneficiary')).toBe(true);
    expect(beneficiaryKindLocked(true, 'safcClaimBeneficiary')).toBe(true);
    expect(beneficiaryKindLocked(false, 'sercClaimBeneficiary')).toBe(false);
  });

  it('retirement year: future years are listed but disabled', () => {
    const options = retirementYearOptions(2026);
    expect(options.filter((option) => option.disabled).map((option) => option.year)).toEqual([2028, 2027]);
    expect(options.find((option) => option.year === 2026)?.disabled).toBe(false);
  });
});
