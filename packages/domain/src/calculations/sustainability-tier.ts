import { SABA_REDUCTION_THRESHOLD_PERCENT } from '../constants';
import { toDecimal, type DecimalInput } from '../decimal/decimal';
import type { SustainabilityTier, UnitCategory, UnitType, AssuranceLevel } from '../catalogues/statuses';

/**
 * Forms spec §4: A is SABA-preferred, B SABA-eligible, C SCS-eligible. The spec does not show how a
 * tier is computed; the registry's rule, built on the SABA 60% threshold:
 * - C (SCS-eligible): any certified SAF below a 60% emission reduction against its baseline, and any
 *   palm-based feedstock (palm oil, PFAD, POME, palm kernel meal), which SABA does not accept;
 * - A (SABA-preferred): at least 60%, from a certified waste or residue, or from a crop whose low
 *   ILUC risk was confirmed by audit (no land-use change pressure);
 * - B (SABA-eligible): at least 60% otherwise.
 */
export function sustainabilityTier(input: {
  emissionReductionPercent: DecimalInput;
  wasCertifiedAsProductionResidue: boolean;
  isPalm: boolean;
  isLowILUCRiskConfirmed: boolean;
}): SustainabilityTier {
  if (input.isPalm) return 'C';
  if (toDecimal(input.emissionReductionPercent).lt(SABA_REDUCTION_THRESHOLD_PERCENT)) return 'C';
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
