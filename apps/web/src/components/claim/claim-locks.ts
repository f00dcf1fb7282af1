import { isClaimFieldLocked } from '@safc/domain';

/**
 * Forms spec §5 "Claim": once a claim is saved, its block, volume, account, retirement year and country,
 * purpose, compliance regime, logistics provider and both beneficiaries' owners can no longer change;
 * an external beneficiary's name and e-mail can.
 */
export const claimFieldLocked = (saved: boolean, path: string): boolean => saved && isClaimFieldLocked(path);

/**
 * A saved beneficiary's kind (none, internal or external) is locked with its owner: switching to a company of
 * the registry would name an owner, and adding or dropping one would change the public row of the claim
 * (docs/decisions/039). Only an outside beneficiary's name and e-mail change.
 */
export const beneficiaryKindLocked = (saved: boolean, beneficiary: string): boolean =>
  claimFieldLocked(saved, `${beneficiary}.ownerId`);

/** The years a claim may name: this year and earlier; the next years are listed but disabled. */
export function retirementYearOptions(currentYear: number, pastYears = 10, futureYears = 2) {
  const years = [];
  for (let year = currentYear + futureYears; year >= currentYear - pastYears; year -= 1) {
    years.push({ year, disabled: year > currentYear });
  }
  return years;
}
