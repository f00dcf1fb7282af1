import {
  DOCUMENTATION_TYPE_LABELS,
  SUSTAINABILITY_TIER_LABELS,
  UNIT_CATEGORY_LABELS,
  formatNumber,
} from '@safc/domain';
import type { UnitDetail } from '../api/get-unit';
import { dateOrNothing, tonnes } from '../lib/format-values';
import { DetailSection } from './detail-section';

/** The block and the figures computed at issuance: tier, category, type code, CO2e abated, reduction. */
export function ResultsSection({ unit }: { unit: UnitDetail }) {
  const { issuance } = unit;
  return (
    <DetailSection
      title="Certificate"
      items={[
        { label: 'Unit ID', value: unit.serial },
        { label: 'Unit type', value: unit.unitType },
        ...(unit.issuingSafcId ? [{ label: 'Issuing SAFc ID', value: unit.issuingSafcId }] : []),
        { label: 'Account', value: `${unit.account.name} · ${unit.account.company.name}` },
        { label: 'Volume', value: tonnes(unit.volume) },
        { label: 'Free volume', value: tonnes(unit.freeVolume) },
        { label: 'Type code', value: unit.typeCode },
        { label: 'Sustainability tier', value: `${issuance.tier} · ${SUSTAINABILITY_TIER_LABELS[issuance.tier]}` },
        { label: 'Category', value: `${unit.category} · ${UNIT_CATEGORY_LABELS[unit.category]}` },
        { label: 'CO2e abated', value: `${formatNumber(unit.co2Abated, { minimumFractionDigits: 3 })} tCO2e` },
        { label: 'Emission reduction vs. jet fuel baseline', value: `${formatNumber(issuance.emissionReduction, { maximumFractionDigits: 2 })}%` },
        { label: 'Documentation', value: DOCUMENTATION_TYPE_LABELS[issuance.documentationType] },
        { label: 'Issuance date', value: dateOrNothing(unit.issuanceDate) },
        { label: 'Expiration date', value: dateOrNothing(unit.expirationDate) },
      ]}
    />
  );
}
