// Forms spec §3 "Catalogues": certification schemes, their greenhouse-gas methodology and baselines.

export const CERTIFICATION_SCHEMES = [
  'rsbCorsia',
  'isccCorsia',
  'rsbEuRed',
  'isccEu',
  'rsbGlobal',
  'isccPlus',
] as const;
export type CertificationScheme = (typeof CERTIFICATION_SCHEMES)[number];

export const CERTIFICATION_SCHEME_LABELS: Record<CertificationScheme, string> = {
  rsbCorsia: 'RSB CORSIA',
  isccCorsia: 'ISCC CORSIA',
  rsbEuRed: 'RSB EU RED',
  isccEu: 'ISCC EU',
  rsbGlobal: 'RSB Global',
  isccPlus: 'ISCC PLUS',
};

/** The schemes that certify a fuel as CORSIA eligible: only they give a CORSIA emissions reduction. */
export const CORSIA_CERTIFICATION_SCHEMES: readonly CertificationScheme[] = ['rsbCorsia', 'isccCorsia'];

/** The additional scheme also allows `other`, named in additionalSchemeName. */
export const ADDITIONAL_CERTIFICATION_SCHEMES = [...CERTIFICATION_SCHEMES, 'other'] as const;
export type AdditionalCertificationScheme = (typeof ADDITIONAL_CERTIFICATION_SCHEMES)[number];
export const ADDITIONAL_CERTIFICATION_SCHEME_LABELS: Record<AdditionalCertificationScheme, string> = {
  ...CERTIFICATION_SCHEME_LABELS,
  other: 'Other',
};

/** Whether the certified carbon intensity is a default value of the scheme or an actual calculation. */
export const CERTIFICATION_TYPES = ['default', 'actual'] as const;
export type CertificationType = (typeof CERTIFICATION_TYPES)[number];
export const CERTIFICATION_TYPE_LABELS: Record<CertificationType, string> = {
  default: 'Default value',
  actual: 'Actual value',
};

/**
 * Which greenhouse-gas breakdown a scheme reports in. The CORSIA schemes and RSB Global report the
 * ICAO breakdown (core LCA + ILUC); the EU RED schemes and ISCC PLUS, which follows the ISCC EU
 * methodology, report the RED II Annex V terms.
 */
export const GHG_METHODOLOGIES = ['corsia', 'eu'] as const;
export type GhgMethodology = (typeof GHG_METHODOLOGIES)[number];
export const GHG_METHODOLOGY_OF_SCHEME: Record<CertificationScheme, GhgMethodology> = {
  rsbCorsia: 'corsia',
  isccCorsia: 'corsia',
  rsbGlobal: 'corsia',
  rsbEuRed: 'eu',
  isccEu: 'eu',
  isccPlus: 'eu',
};

/**
 * Fossil baselines in gCO2e/MJ, against which the emission reduction is computed (forms spec §3), each
 * with the text it comes from:
 * - 89 and 95: CORSIA's LC, "89 gCO2e/MJ for jet fuel and 95 gCO2e/MJ for AvGas" (ICAO Annex 16 Vol IV,
 *   Part II, Chapter 3, 3.3; as enacted in the UK's Air Navigation (CORSIA) Order 2021, art. 41C);
 * - 94: the fossil fuel comparator ECF(t) for transport biofuels, Directive (EU) 2018/2001 (RED II)
 *   Annex V Part C point 19;
 * - 90: the RSB Global baseline, as the forms spec's catalogue names it (§3 "Jet fuel baselines").
 */
export const JET_FUEL_BASELINES = ['89g', '94g', '90g', '95g'] as const;
export type JetFuelBaseline = (typeof JET_FUEL_BASELINES)[number];
export const JET_FUEL_BASELINE_CATALOGUE: Record<
  JetFuelBaseline,
  { value: string; label: string; usedFor: string }
> = {
  '89g': { value: '89', label: '89 gCO2e/MJ', usedFor: 'CORSIA jet fuel' },
  '94g': { value: '94', label: '94 gCO2e/MJ', usedFor: 'EU RED fossil fuel comparator' },
  '90g': { value: '90', label: '90 gCO2e/MJ', usedFor: 'RSB Global' },
  '95g': { value: '95', label: '95 gCO2e/MJ', usedFor: 'CORSIA aviation gasoline' },
};

/**
 * The baselines each scheme's methodology compares with (docs/decisions/023-climate-figures.md): the
 * CORSIA schemes use CORSIA's LC (jet fuel, or aviation gasoline), the EU RED schemes and ISCC PLUS (which
 * follows the ISCC EU methodology) RED II's comparator, RSB Global its own. The first is the one a form
 * proposes. A baseline outside the scheme's list is refused: choosing the comparator would choose the result.
 */
export const BASELINES_OF_SCHEME: Record<
  CertificationScheme,
  readonly [JetFuelBaseline, ...JetFuelBaseline[]]
> = {
  rsbCorsia: ['89g', '95g'],
  isccCorsia: ['89g', '95g'],
  rsbGlobal: ['90g'],
  rsbEuRed: ['94g'],
  isccEu: ['94g'],
  isccPlus: ['94g'],
};

/** The baseline a form proposes for a scheme. */
export const DEFAULT_BASELINE_OF_SCHEME = Object.fromEntries(
  CERTIFICATION_SCHEMES.map((scheme) => [scheme, BASELINES_OF_SCHEME[scheme][0]]),
) as Record<CertificationScheme, JetFuelBaseline>;

/**
 * The baseline every sustainability tier is decided against, whatever the scheme: CORSIA's LC for jet
 * fuel, 89 gCO2e/MJ. A SAF certificate stands for jet fuel displaced; 89 is the lowest of the four
 * baselines, so no choice of scheme or baseline can lift a fuel over SABA's 60% line
 * (docs/decisions/023-climate-figures.md).
 */
export const TIER_BASELINE: JetFuelBaseline = '89g';
