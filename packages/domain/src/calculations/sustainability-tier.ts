import { SABA_REDUCTION_THRESHOLD_PERCENT } from '../constants';
import { toDecimal, type DecimalInput } from '../decimal/decimal';
import type { SustainabilityTier, UnitCategory, UnitType, AssuranceLevel } from '../catalogues/statuses';

/**
 * Whether a fuel reaches SABA's 60% reduction against the tier baseline, on exact decimals:
 * (baseline - LCA) / baseline >= 60%  <=>  LCA <= baseline x (1 - 60/100). Nothing is rounded or divided,
 * so 59.9955% (89 g against 35.604 g) is below the line, though it reads 60.00% once rounded for display.
 */
export function reachesSabaThreshold(tierBaseline: DecimalInput, adjustedLCAValue: DecimalInput): boolean {
  const ceiling = toDecimal(tierBaseline)
    .times(toDecimal(100).minus(SABA_REDUCTION_THRESHOLD_PERCENT))
    .div(100);
  return toDecimal(adjustedLCAValue).lte(ceiling);
}

/**
 * Forms spec §4: A is SABA-preferred, B SABA-eligible, C SCS-eligible. The spec does not show how a
 * tier is computed; the registry's rule, built on the SABA 60% threshold against the tier baseline
 * (CORSIA's 89 gCO2e/MJ for jet fuel, TIER_BASELINE; docs/decisions/023-climate-figures.md):
 * - C (SCS-eligible): any certified SAF below a 60% emission reduction, and any palm-based feedstock
 *   (palm oil, PFAD, POME, palm kernel meal), which SABA does not accept;
 * - A (SABA-preferred): at least 60%, from a certified waste or residue, or from a crop whose low
 *   ILUC risk was confirmed by audit (no land-use change pressure);
 * - B (SABA-eligible): at least 60% otherwise.
 */
export function sustainabilityTier(input: {
  tierBaseline: DecimalInput;
  adjustedLCAValue: DecimalInput;
  wasCertifiedAsProductionResidue: boolean;
  isPalm: boolean;
  isLowILUCRiskConfirmed: boolean;
}): SustainabilityTier {
  if (input.isPalm) return 'C';
  if (!reachesSabaThreshold(input.tierBaseline, input.adjustedLCAValue)) return 'C';
  return input.wasCertifiedAsProductionResidue || input.isLowILUCRiskConfirmed ? 'A' : 'B';
}

/**
 * Forms spec §4: 1 valid for compliance reporting (a scheme marked * was declared); 2 voluntary units,
 * no SAFcE issued; 3 voluntary units, SAFcE has been issued.
 */
export function unitCategory(input: { declaresCompliance: boolean; safcEIssued: boolean }): UnitCategory {
  if (input.declaresCompliance) return 1;
  return input.safcEIssued ? 3 : 2;
}

/** DESIGN §5: `<type>-<tier><category>-<assurance>`, e.g. SAFcA-A2-VAL. */
export function unitTypeCode(input: {
  type: UnitType;
  tier: SustainabilityTier;
  category: UnitCategory;
  assuranceLevel: AssuranceLevel;
}): string {
  return `${input.type}-${input.tier}${input.category}-${input.assuranceLevel}`;
}
