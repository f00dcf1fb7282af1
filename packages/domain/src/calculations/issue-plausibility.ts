import type { CertificationScheme, CertificationType } from '../catalogues/certification';
import { OTHER_FEEDSTOCK, isPalmFeedstock } from '../catalogues/feedstocks';
import type { VolumeUnit } from '../catalogues/fuel';
import { ghgBlockFor } from './greenhouse-gas-fields';
import { lcaBreakdownFindings } from './lca-breakdown';
import {
  lowerHeatingValueFindings,
  neatVolumeFindings,
  type PlausibilityCode,
  type PlausibilityFinding,
} from './plausibility';

/** What the plausibility rules read of an issue form, as submitted or as stored. */
export interface PlausibilityFacts {
  certification: { scheme: CertificationScheme; type: CertificationType };
  product: {
    feedStock: { name: string; isSolidWaste?: boolean; otherFeedStock?: string };
    quantityMT?: unknown;
    volumeOfNeatFuel?: unknown;
    volumeOfNeatFuelUnit?: VolumeUnit;
    lowerHeatingValue?: unknown;
  };
  greenhouseGas: Partial<Record<string, unknown>>;
}

/** The findings that refuse the form; every other finding is a warning. */
export const PLAUSIBILITY_ERROR_CODES: readonly PlausibilityCode[] = [
  'lowerHeatingValueOutOfRange',
  'neatVolumeDensityImpossible',
  'lcaTotalContradictsBreakdown',
];

export const isPlausibilityError = (finding: PlausibilityFinding): boolean =>
  PLAUSIBILITY_ERROR_CODES.includes(finding.code);

/**
 * A feedstock outside the catalogue is the issuer's word alone: the administrator checks it against the
 * proof of sustainability (issue 11 #6). Said of palm too, since "Other" read as palm is tier C.
 */
export function otherFeedstockFindings(
  feedStock: PlausibilityFacts['product']['feedStock'],
): PlausibilityFinding[] {
  if (feedStock.name !== OTHER_FEEDSTOCK) return [];
  const named = feedStock.otherFeedStock?.trim() || 'unnamed';
  const palm = isPalmFeedstock(feedStock.name, feedStock.otherFeedStock)
    ? ' It reads as palm-based, so it is tier C.'
    : '';
  return [
    {
      code: 'otherFeedstock',
      path: ['product', 'feedStock', 'otherFeedStock'],
      message: `The feedstock "${named}" is not in the registry's catalogue (RED II Annex IX, CORSIA): check it against the proof of sustainability.${palm}`,
    },
  ];
}

/** Every plausibility finding of an issue form: the errors the form refuses and the warnings it shows. */
export function issuePlausibility(form: PlausibilityFacts): {
  errors: PlausibilityFinding[];
  warnings: PlausibilityFinding[];
} {
  const { product, certification } = form;
  const findings = [
    ...lowerHeatingValueFindings(product.lowerHeatingValue),
    ...neatVolumeFindings(product),
    ...lcaBreakdownFindings(
      ghgBlockFor(certification.scheme, certification.type),
      form.greenhouseGas,
      product.feedStock.isSolidWaste === true,
    ),
    ...otherFeedstockFindings(product.feedStock),
  ];
  return {
    errors: findings.filter(isPlausibilityError),
    warnings: findings.filter((finding) => !isPlausibilityError(finding)),
  };
}

/** The warnings an administrator has not acknowledged (by code), before an approval. */
export const unacknowledgedWarnings = (
  warnings: readonly PlausibilityFinding[],
  acknowledged: readonly string[],
): PlausibilityFinding[] => warnings.filter((warning) => !acknowledged.includes(warning.code));
