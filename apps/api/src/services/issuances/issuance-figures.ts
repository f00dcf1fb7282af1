import type { IssuanceResults } from '@safc/domain';

/**
 * What an issuance row stores of its results: the submitted form with the two figures the web shows from it,
 * and the computed figures in their columns. One mapping for the issue call and the demo seed, so the seed's
 * issuances read exactly like submitted ones.
 */
export function storedIssuanceFigures<Form extends object>(form: Form, results: IssuanceResults) {
  return {
    form: {
      ...form,
      adjustedLCAValue: results.adjustedLCAValue,
      sustainabilityTier: results.sustainabilityTier,
    },
    volume: results.volume,
    co2Abated: results.co2AbatedTonnes,
    emissionReduction: results.emissionReductionPercent,
    adjustedLca: results.adjustedLCAValue,
    tier: results.sustainabilityTier,
    category: results.unitCategory,
    typeCode: results.typeCode,
  };
}
