import {
  CERTIFICATION_SCHEME_LABELS,
  CLAIM_PURPOSE_LABELS,
  COMPLIANCE_REGIME_LABELS,
  countryName,
  formatDate,
  formatNumber,
} from '@safc/domain';

// How the public table and unit page show the API's codes and decimal strings. Unknown codes are shown
// as sent rather than hidden; a missing value reads as a dash.

export const NOTHING = '—';

/** Tonnes from the decimal string, grouped in en-US, always three decimals ("1,250.500 t"). */
export const tonnesText = (value: string | null | undefined): string =>
  value ? `${formatNumber(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} t` : NOTHING;

export const countryText = (code: string | null | undefined): string =>
  code ? (countryName(code) ?? code) : NOTHING;

const labelOf = (labels: Record<string, string>, code: string | null | undefined): string =>
  code ? (labels[code] ?? code) : NOTHING;

export const claimPurposeText = (code: string | null | undefined): string =>
  labelOf(CLAIM_PURPOSE_LABELS, code);

export const complianceRegimeText = (code: string | null | undefined): string =>
  labelOf(COMPLIANCE_REGIME_LABELS, code);

export const certificationSchemeText = (code: string | null | undefined): string =>
  labelOf(CERTIFICATION_SCHEME_LABELS, code);

export const dateText = (value: string | null | undefined): string => (value ? formatDate(value) : NOTHING);

export const textOrNothing = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? NOTHING : String(value);

export const percentText = (value: string | null | undefined): string =>
  value ? `${formatNumber(value, { maximumFractionDigits: 2 })} %` : NOTHING;
