import {
  CO2E_ABATED_LABEL,
  DOCUMENTATION_TYPE_LABELS,
  SUSTAINABILITY_TIER_LABELS,
  baselineCarbonIntensity,
  emissionReductionText,
  formatDateTime,
  formatNumber,
  storedIssueForm,
  type IssuanceDetail,
} from '@safc/domain';
import { DetailSection } from '../../../../components/issue-form-view/detail-section';
import { IssuanceDocumentLinks } from '../../../../components/issue-form-view/issuance-document-links';
import { tonnes } from '../../../../components/issue-form-view/format-values';

/** Who submitted the issuance, into which account, what it amounts to, and the documents it came with. */
export function IssuanceSummarySection({ issuance }: { issuance: IssuanceDetail }) {
  const form = storedIssueForm(issuance.form);
  return (
    <DetailSection
      title="Issuance"
      items={[
        { label: 'Account', value: `${issuance.accountName} (${issuance.companyName})` },
        { label: 'Initiator', value: issuance.initiatorName },
        { label: 'Submitted', value: formatDateTime(issuance.createdAt) },
        { label: 'Volume', value: tonnes(issuance.volume) },
        { label: 'Type code', value: issuance.typeCode },
        { label: 'Tier', value: `${issuance.tier} · ${SUSTAINABILITY_TIER_LABELS[issuance.tier]}` },
        {
          label: 'Emission reduction',
          value: emissionReductionText(
            issuance.emissionReduction,
            baselineCarbonIntensity(form.product.jetFuelBaselineCarbonIntensity),
          ),
        },
        {
          label: CO2E_ABATED_LABEL,
          value: `${formatNumber(issuance.co2Abated, { minimumFractionDigits: 3 })} tCO2e`,
        },
        { label: 'Documentation', value: DOCUMENTATION_TYPE_LABELS[issuance.documentationType] },
        { label: 'Documents', value: <IssuanceDocumentLinks issuance={issuance} /> },
      ]}
    />
  );
}
