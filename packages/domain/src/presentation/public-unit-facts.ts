import type { PublicClaim, PublicClaimEdit, PublicUnitPage } from '../contract/public-units';
import { CO2E_ABATED_LABEL } from './climate-labels';
import {
  NOTHING,
  certificationSchemeText,
  claimPurposeText,
  complianceRegimeText,
  conversionProcessText,
  countryText,
  dateText,
  emissionReductionText,
  textOrNothing,
  tonnesText,
} from './unit-values';

// A unit's public facts, worded once for the public unit page and the retirement certificate (issue 10), so
// the page and the paper cannot drift apart: each lists these, in this order, and picks nothing by hand.

/** One fact: `key` names it for a reader that shows only some (the certificate's key figures). */
export interface PublicFact<Key extends string = string> {
  key: Key;
  label: string;
  text: string;
}

/** A company the public may not see by name (is_name_private) reads as such, never as a blank. */
export const withheldCompanyText = (name: string | null): string => name ?? 'Name withheld by the company';

const EDITED_FIELD_LABELS: Record<PublicClaimEdit['changes'][number]['field'], string> = {
  previousOwner: 'Previous owner',
  airTransportProviderBeneficiary: 'Air transport provider beneficiary',
  safceBeneficiary: 'SAFcE beneficiary',
};

/**
 * "2, changed on 1 Dec 2026": where a corrected claim stands (docs/decisions/094), read after its label
 * "Claim version" (it read "Claim version Version 2" before).
 */
export const claimVersionText = (claim: PublicClaim): string => {
  const last = claim.edits.at(-1);
  return last
    ? `${claim.version}, changed on ${dateText(last.changedAt)}`
    : `${claim.version}, as first saved`;
};

/** What one correction changed, in words: a beneficiary from and to its name, the previous owner as changed. */
const editText = (edit: PublicClaimEdit): string =>
  edit.changes
    .map(({ field, from, to }) =>
      field === 'previousOwner'
        ? `${EDITED_FIELD_LABELS[field]} changed`
        : `${EDITED_FIELD_LABELS[field]} ${from ?? NOTHING} → ${to ?? NOTHING}`,
    )
    .join('; ');

/**
 * A corrected claim's history, oldest first, one fact per version (empty for a claim never corrected): the
 * public page and the certificate both list it, so a changed beneficiary is never silent (issue 39).
 */
export const publicClaimEditFacts = (claim: PublicClaim): PublicFact[] => [
  ...(claim.edits.length ? [{ key: 'version-1', label: 'Version 1', text: 'As first saved' }] : []),
  ...claim.edits.map((edit) => ({
    key: `version-${edit.version}`,
    label: `Version ${edit.version}, ${dateText(edit.changedAt)}`,
    text: editText(edit),
  })),
];

/** The claim, with the beneficiaries and logistics provider named in it. */
export const publicClaimFacts = (claim: PublicClaim): PublicFact[] => [
  ...(claim.edits.length
    ? [{ key: 'claimVersion', label: 'Claim version', text: claimVersionText(claim) }]
    : []),
  { key: 'claimedOn', label: 'Claimed on', text: dateText(claim.claimedAt) },
  { key: 'claimYear', label: 'Claim year', text: textOrNothing(claim.retirementYear) },
  { key: 'claimCountry', label: 'Claim country', text: countryText(claim.retirementCountry) },
  { key: 'claimPurpose', label: 'Claim purpose', text: claimPurposeText(claim.claimPurpose) },
  { key: 'complianceRegime', label: 'Compliance regime', text: complianceRegimeText(claim.complianceRegime) },
  { key: 'claimant', label: 'Claimed by', text: withheldCompanyText(claim.claimant) },
  {
    key: 'airTransportProviderBeneficiary',
    label: 'Air transport provider beneficiary',
    text: claim.airTransportProviderBeneficiary ?? NOTHING,
  },
  { key: 'safceBeneficiary', label: 'SAFcE beneficiary', text: claim.safceBeneficiary ?? NOTHING },
  { key: 'logisticsProvider', label: 'Logistics provider', text: claim.logisticsProvider ?? NOTHING },
];

export type PublicUnitFactKey =
  | 'unitType'
  | 'typeCode'
  | 'volume'
  | 'co2Abated'
  | 'emissionReduction'
  | 'issuanceDate'
  | 'expirationDate'
  | 'removedOn'
  | 'custody';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The unit itself; its chain of custody as a count of holders, never their names. */
export const publicUnitFacts = (unit: PublicUnitPage): PublicFact<PublicUnitFactKey>[] => [
  { key: 'unitType', label: 'Unit type', text: unit.unitType },
  { key: 'typeCode', label: 'Type code', text: unit.typeCode },
  { key: 'volume', label: 'Volume of neat SAF', text: tonnesText(unit.volume) },
  { key: 'co2Abated', label: CO2E_ABATED_LABEL, text: tonnesText(unit.co2Abated) },
  {
    key: 'emissionReduction',
    label: 'Emission reduction',
    text: emissionReductionText(unit.emissionReduction, unit.declaredBaseline),
  },
  { key: 'issuanceDate', label: 'Issuance date', text: dateText(unit.issuanceDate) },
  { key: 'expirationDate', label: 'Expiration date', text: dateText(unit.expirationDate) },
  ...(unit.removedAt
    ? [{ key: 'removedOn' as const, label: 'Removed on', text: dateText(unit.removedAt) }]
    : []),
  {
    key: 'custody',
    label: 'Chain of custody',
    text: `${plural(unit.custody.companies, 'company', 'companies')}, ${plural(unit.custody.accounts, 'account', 'accounts')}`,
  },
];

/** Where the fuel came from. */
export const publicFuelFacts = (fuel: PublicUnitPage['fuel']): PublicFact[] => [
  { key: 'fuelProducer', label: 'Fuel producer', text: textOrNothing(fuel.producer) },
  { key: 'productionYear', label: 'Production year', text: textOrNothing(fuel.productionYear) },
  { key: 'feedstock', label: 'Feedstock', text: textOrNothing(fuel.feedstock) },
  {
    key: 'producingCountries',
    label: 'Producing countries',
    text: fuel.countries.length ? fuel.countries.map(countryText).join(', ') : NOTHING,
  },
  { key: 'scheme', label: 'Certification scheme', text: certificationSchemeText(fuel.scheme) },
  {
    key: 'conversionProcess',
    label: 'Conversion process',
    text: conversionProcessText(fuel.conversionProcess),
  },
];
