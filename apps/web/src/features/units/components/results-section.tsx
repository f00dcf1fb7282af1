import {
  ASSURANCE_LEVEL_LABELS,
  CO2E_ABATED_LABEL,
  CORSIA_EMISSIONS_REDUCTION_LABEL,
  DOCUMENTATION_TYPE_LABELS,
  SUSTAINABILITY_TIER_LABELS,
  UNIT_CATEGORY_LABELS,
  formatNumber,
} from '@safc/domain';
import type { UnitDetail } from '../api/get-unit';
import { dateOrNothing, intensity, tonnes } from '../../../components/issue-form-view/format-values';
import { DetailSection } from '../../../components/issue-form-view/detail-section';

/** The block and the figures computed at issuance: tier, category, type code, CO2e abated, reduction. */
export function ResultsSection({ unit }: { unit: UnitDetail }) {
  const { issuance, results } = unit;
  // The tier is decided against CORSIA's 89 g for jet fuel: shown beside the declared baseline when they
  // differ (docs/decisions/023-climate-figures.md).
  const tierBaseline =
    results && results.tierBaselineCarbonIntensity !== results.baselineCarbonIntensity
      ? [
          { label: 'Tier baseline (CORSIA jet fuel)', value: intensity(results.tierBaselineCarbonIntensity) },
          {
            label: 'Emission reduction vs. tier baseline',
            value: `${formatNumber(results.tierEmissionReductionPercent, { maximumFractionDigits: 2 })}%`,
          },
        ]
      : [];
  return (
    <DetailSection
      title="Certificate"
      items={[
        { label: 'Unit ID', value: unit.serial },
        { label: 'Unit type', value: unit.unitType },
        { label: 'Account', value: `${unit.accountName} · ${unit.companyName}` },
        { label: 'Volume', value: tonnes(unit.volume) },
        // Only an active block has anything free to move: a claimed or superseded one shows none.
        ...(unit.status === 'active'
          ? [
              { label: 'Free volume', value: tonnes(unit.freeVolume) },
              {
                label: 'Free CO2e abated (well-to-wake)',
                value: `${formatNumber(unit.freeCo2Abated, { minimumFractionDigits: 3 })} tCO2e`,
              },
            ]
          : []),
        { label: 'Type code', value: unit.typeCode },
        { label: 'Verified type code', value: unit.verifiedTypeCode },
        { label: 'Production year', value: unit.productionYear },
        {
          label: 'Sustainability tier',
          value: `${unit.sustainabilityTier} · ${SUSTAINABILITY_TIER_LABELS[unit.sustainabilityTier]}`,
        },
        { label: 'Category', value: `${unit.category} · ${UNIT_CATEGORY_LABELS[unit.category]}` },
        {
          label: CO2E_ABATED_LABEL,
          value: `${formatNumber(unit.co2Abated, { minimumFractionDigits: 3 })} tCO2e`,
        },
        ...(unit.corsiaEmissionsReduction
          ? [
              {
                label: CORSIA_EMISSIONS_REDUCTION_LABEL,
                value: `${formatNumber(unit.corsiaEmissionsReduction, { minimumFractionDigits: 3 })} tCO2`,
              },
            ]
          : []),
        { label: 'Declared baseline', value: intensity(results?.baselineCarbonIntensity) },
        {
          label: 'Emission reduction vs. declared baseline',
          value: `${formatNumber(unit.emissionReduction, { maximumFractionDigits: 2 })}%`,
        },
        ...tierBaseline,
        { label: 'Documentation', value: DOCUMENTATION_TYPE_LABELS[issuance.documentationType] },
        {
          label: 'Assurance level',
          value: `${issuance.assuranceLevel} · ${ASSURANCE_LEVEL_LABELS[issuance.assuranceLevel]}`,
        },
        { label: 'Issuance date', value: dateOrNothing(unit.issuanceDate) },
        { label: 'Expiration date', value: dateOrNothing(unit.expirationDate) },
      ]}
    />
  );
}
