import { CERTIFICATION_SCHEME_LABELS } from '../catalogues/certification';
import { countryName } from '../catalogues/countries';
import { CONVERSION_PROCESS_LABELS } from '../catalogues/fuel';
import { CLAIM_PURPOSE_LABELS, COMPLIANCE_REGIME_LABELS } from '../catalogues/labels';
import { formatDate } from './format-date';
import { withoutTrailingSlashes } from './without-trailing-slashes';
import { formatNumber } from './format-number';

// How the public pages and the registry's PDF documents (certificates, statements) show the API's codes and
// decimal strings, so a page and a certificate never word a fact differently. Unknown codes are shown as
// sent rather than hidden; a missing value reads as a dash.

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

export const conversionProcessText = (code: string | null | undefined): string =>
  labelOf(CONVERSION_PROCESS_LABELS, code);

export const dateText = (value: string | null | undefined): string => (value ? formatDate(value) : NOTHING);

export const textOrNothing = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? NOTHING : String(value);

export const percentText = (value: string | null | undefined): string =>
  value ? `${formatNumber(value, { maximumFractionDigits: 2 })} %` : NOTHING;

/**
 * A unit's emission reduction is against the fossil baseline its certificate declares (89, 90, 94 or 95
 * gCO2e/MJ), which is not always the tier's (docs/decisions/023): the figure says which when it is known.
 */
export const emissionReductionText = (
  percent: string | null | undefined,
  declaredBaseline: string | null | undefined,
): string =>
  percent && declaredBaseline
    ? `${percentText(percent)} vs. declared baseline ${declaredBaseline} gCO2e/MJ`
    : percentText(percent);

/** A unit's canonical public page (docs/decisions/011): the path, and the full address under `publicUrl`. */
export const publicUnitPath = (serial: string): string => `/registry/${encodeURIComponent(serial)}`;
export const publicUnitUrl = (publicUrl: string, serial: string): string =>
  `${withoutTrailingSlashes(publicUrl)}${publicUnitPath(serial)}`;
