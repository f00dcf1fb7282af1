import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CERTIFICATION_SCHEME_LABELS,
  CO2E_ABATED_LABEL,
  DOCUMENTATION_TYPE_LABELS,
  SUSTAINABILITY_TIER_LABELS,
  baselineCarbonIntensity,
  emissionReductionText,
  formatNumber,
  storedIssueForm,
} from '@safc/domain';
import type { ReactNode } from 'react';
import { IssuanceDocumentLinks } from '../../../components/issue-form-view/issuance-document-links';
import { useIssuance } from '../../../lib/api/issuances';

/** The figures of an issuance awaiting approval: batch, scheme, feedstock, results and its documents. */
export function IssuanceReview({ issuanceId }: { issuanceId: string }) {
  const issuance = useIssuance(issuanceId).data;
  if (!issuance) return null;
  const form = storedIssueForm(issuance.form);
  const rows: [string, ReactNode][] = [
    ['Batch number', issuance.batchNumber ?? '—'],
    ['Documentation', DOCUMENTATION_TYPE_LABELS[issuance.documentationType]],
    ['Documents', issuance.documents.length ? <IssuanceDocumentLinks issuance={issuance} /> : '—'],
    [
      'Scheme',
      `${CERTIFICATION_SCHEME_LABELS[form.certification.scheme]}, certificate ${form.certification.certificateNumber}`,
    ],
    // "Other" stays visible as such: the issuer's own name for it is not a catalogue entry (issue 11 #6).
    [
      'Feedstock',
      form.product.feedStock.otherFeedStock
        ? `Other: ${form.product.feedStock.otherFeedStock}`
        : form.product.feedStock.name,
    ],
    ['Type code', issuance.typeCode],
    ['Tier', `${issuance.tier} · ${SUSTAINABILITY_TIER_LABELS[issuance.tier]}`],
    [
      'Emission reduction',
      emissionReductionText(
        issuance.emissionReduction,
        baselineCarbonIntensity(form.product.jetFuelBaselineCarbonIntensity),
      ),
    ],
    [CO2E_ABATED_LABEL, `${formatNumber(issuance.co2Abated, { minimumFractionDigits: 3 })} tCO2e`],
  ];
  return (
    <Box
      sx={{ mt: 1.5, p: 1.5, bgcolor: 'background.default', borderRadius: 1, display: 'grid', gap: 0.5 }}
      aria-label="Issuance under review"
    >
      {rows.map(([label, value]) => (
        <Typography variant="body2" key={label}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {label}:{' '}
          </Box>
          {value}
        </Typography>
      ))}
    </Box>
  );
}
