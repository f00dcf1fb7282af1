import {
  CORSIA_CERTIFICATION_SCHEMES,
  TIER_BASELINE,
  type CertificationScheme,
  type CertificationType,
  type JetFuelBaseline,
} from '../catalogues/certification';
import { isPalmFeedstock } from '../catalogues/feedstocks';
import type { VolumeUnit } from '../catalogues/fuel';
import { declaresCompliance } from '../catalogues/regulatory-schemes';
import type { AssuranceLevel, SustainabilityTier, UnitCategory, UnitType } from '../catalogues/statuses';
import { volumeString } from '../decimal/decimal';
import {
  baselineCarbonIntensity,
  co2eAbatedTonnes,
  corsiaEmissionsReductionTonnes,
  emissionReductionPercent,
} from './emissions';
import { ghgBlockFor, type GhgBlock } from './greenhouse-gas-fields';
import { adjustedLCAValue, airportDeliveryLCA, totalLCAValue, type AirportDelivery } from './lca';
import { issuePlausibility } from './issue-plausibility';
import { neatVolumeFromMass, neatVolumeGiven } from './neat-volume';
import type { PlausibilityFinding } from './plausibility';
import { sustainabilityTier, unitCategory, unitTypeCode } from './sustainability-tier';

/** What the Results step reads of a validated issue form (the output of issueFormSchema). */
export interface IssuanceFacts {
  type: UnitType;
  assuranceLevel: AssuranceLevel;
  batch: { regulatorySchemesDeclaration: readonly string[] };
  certification: { scheme: CertificationScheme; type: CertificationType; isLowILUCRiskConfirmed: boolean };
  product: {
    feedStock: {
      name: string;
      isSolidWaste?: boolean;
      wasCertifiedAsProductionResidue: boolean;
      otherFeedStock?: string;
    };
    quantityMT: string;
    volumeOfNeatFuel?: string;
    volumeOfNeatFuelUnit?: VolumeUnit;
    lowerHeatingValue: string;
    jetFuelBaselineCarbonIntensity: JetFuelBaseline;
  };
  greenhouseGas: AirportDelivery & Partial<Record<string, unknown>>;
}

export interface IssuanceResults {
  ghgBlock: GhgBlock;
  /** gCO2e/MJ */
  totalLCAValue: string;
  airportDeliveryLCAValue: string;
  adjustedLCAValue: string;
  /** The baseline declared with the scheme (gCO2e/MJ). */
  baselineCarbonIntensity: string;
  /** Against the declared baseline: percent, 2 decimals, for display. */
  emissionReductionPercent: string;
  /** The baseline the tier is decided against: CORSIA's 89 gCO2e/MJ for jet fuel, for every scheme. */
  tierBaselineCarbonIntensity: string;
  /** Against the tier baseline: percent, 2 decimals, for display; the tier itself is decided exactly. */
  tierEmissionReductionPercent: string;
  /** Well-to-wake: (declared baseline - adjusted LCA) x energy, tonnes, 3 decimals. Not a CORSIA figure. */
  co2AbatedTonnes: string;
  /**
   * CORSIA's ER = FCF x MS x (1 - LS/LC), tonnes of CO2, 3 decimals, with LS the certified total: only when
   * the certificate declares a CORSIA scheme, else null.
   */
  corsiaEmissionsReductionTonnes: string | null;
  /** The block's volume: tonnes of neat SAF, 3 decimals. */
  volume: string;
  /** As entered, or from the mass at the default density 0.8 t/m3 (in litres when no unit was chosen). */
  neatVolume: string;
  neatVolumeUnit: VolumeUnit;
  sustainabilityTier: SustainabilityTier;
  unitCategory: UnitCategory;
  typeCode: string;
  /** Accepted but unusual facts the administrator acknowledges at approval (decision 035). */
  warnings: PlausibilityFinding[];
}

/** The issue wizard's Results step, and the server's own recomputation before it stores an issuance. */
export function computeIssuanceResults(form: IssuanceFacts): IssuanceResults {
  const { product, certification } = form;
  const ghgBlock = ghgBlockFor(certification.scheme, certification.type);
  const total = totalLCAValue(ghgBlock, form.greenhouseGas);
  const adjusted = adjustedLCAValue(total, form.greenhouseGas);
  const baseline = baselineCarbonIntensity(product.jetFuelBaselineCarbonIntensity);
  const reduction = emissionReductionPercent(baseline, adjusted);
  const tierBaseline = baselineCarbonIntensity(TIER_BASELINE);
  const neatVolumeUnit = product.volumeOfNeatFuelUnit ?? 'liters';
  const tier = sustainabilityTier({
    tierBaseline,
    adjustedLCAValue: adjusted,
    wasCertifiedAsProductionResidue: product.feedStock.wasCertifiedAsProductionResidue,
    isPalm: isPalmFeedstock(product.feedStock.name, product.feedStock.otherFeedStock),
    isLowILUCRiskConfirmed: certification.isLowILUCRiskConfirmed,
  });
  // At issuance no SAFcE exists yet: category 3 comes later, with issue-meta.
  const category = unitCategory({
    declaresCompliance: declaresCompliance(form.batch.regulatorySchemesDeclaration),
    safcEIssued: false,
  });
  return {
    ghgBlock,
    totalLCAValue: total,
    airportDeliveryLCAValue: airportDeliveryLCA(form.greenhouseGas),
    adjustedLCAValue: adjusted,
    baselineCarbonIntensity: baseline,
    emissionReductionPercent: reduction,
    tierBaselineCarbonIntensity: tierBaseline,
    tierEmissionReductionPercent: emissionReductionPercent(tierBaseline, adjusted),
    co2AbatedTonnes: co2eAbatedTonnes({
      massTonnes: product.quantityMT,
      lowerHeatingValue: product.lowerHeatingValue,
      baseline,
      lca: adjusted,
    }),
    corsiaEmissionsReductionTonnes: corsiaEmissionsReductionOf(form, total, product.quantityMT),
    volume: volumeString(product.quantityMT),
    // A stored "0" (forms submitted before decision 024) is "not measured" too: the density gives the volume.
    neatVolume: neatVolumeGiven(product.volumeOfNeatFuel)
      ? volumeString(product.volumeOfNeatFuel as string)
      : neatVolumeFromMass(product.quantityMT, neatVolumeUnit),
    neatVolumeUnit,
    sustainabilityTier: tier,
    unitCategory: category,
    typeCode: unitTypeCode({ type: form.type, tier, category, assuranceLevel: form.assuranceLevel }),
    warnings: issuePlausibility(form).warnings,
  };
}

/**
 * CORSIA's ER for a mass of the certified fuel (the whole issuance, or one unit block: ER is linear in the mass
 * MS, so a block's figure is the formula on the block's own tonnes), or null when no CORSIA scheme is declared.
 */
export function corsiaEmissionsReductionOf(
  form: Pick<IssuanceFacts, 'certification' | 'product'>,
  totalLCA: string,
  massTonnes: string,
): string | null {
  if (!CORSIA_CERTIFICATION_SCHEMES.includes(form.certification.scheme)) return null;
  return corsiaEmissionsReductionTonnes({
    massTonnes,
    // LS is the life-cycle value the scheme certified; the registry's airport-delivery adjustment is its own,
    // not CORSIA's.
    lifeCycleValue: totalLCA,
    fuel: form.product.jetFuelBaselineCarbonIntensity === '95g' ? 'avGas' : 'jetFuel',
  });
}
