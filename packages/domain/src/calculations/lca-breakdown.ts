import Decimal from 'decimal.js';
import { isDecimalText, toDecimal } from '../decimal/decimal';
import {
  CORSIA_ACTUAL_STAGE_FIELDS,
  SOLID_WASTE_CREDIT_FIELDS,
  TOTAL_LCA_FIELD,
  type GhgBlock,
  type GhgValueField,
} from './greenhouse-gas-fields';
import { GHG_FIELD_LABELS } from './greenhouse-gas-labels';
import type { PlausibilityFinding } from './plausibility';

// A certified total LCA value against the sum of its breakdown (issue 11 #4,
// docs/decisions/035-plausibility-checks.md). Displacement emissions are not a term of either formula, so they
// are shown as declared and never summed.

interface Breakdown {
  /** The formula in the form's words, for the message. */
  formula: string;
  added: readonly GhgValueField[];
  subtracted: readonly GhgValueField[];
  /** A contradiction is refused (error) or shown to the administrator (warning). */
  severity: 'error' | 'warning';
}

/**
 * - CORSIA default: LSf = core LCA + ILUC (ICAO "CORSIA Default Life Cycle Emissions Values for CORSIA
 *   Eligible Fuels", the core LCA and ILUC columns of its tables; Annex 16 Vol IV Part II 3.3).
 * - CORSIA actual: core LCA = the stages of the pathway, feedstock production, conditioning, processing
 *   and transportation, fuel conversion, fuel transportation and combustion; LSf = core LCA + ILUC minus the
 *   emissions credits (soil carbon, carbon capture and storage) (ICAO "CORSIA Methodology for Calculating
 *   Actual Life Cycle Emissions Values", sections 2 and 3).
 *   For municipal solid waste it also nets the landfill and recycling emissions credits (LEC, REC).
 * - EU actual: E = eec + el + ep + etd + eu - esca - eccs - eccr (RED II Annex V Part C point 1), with eee
 *   (RED I Annex V Part C point 1) subtracted as the form asks for it. Only a warning: a proof of
 *   sustainability under RED II reports ILUC beside E, and schemes differ in what they print as the total.
 * - EU default: the total stands alone, nothing to add up.
 */
const BREAKDOWN: Partial<Record<GhgBlock, Breakdown>> = {
  corsiaDefault: {
    formula: 'core LCA + ILUC',
    added: ['coreLCAValue', 'inducedLandUseChange'],
    subtracted: [],
    severity: 'error',
  },
  corsiaActual: {
    formula: 'ILUC + the seven stages from feedstock production to combustion - savings',
    added: ['inducedLandUseChange', ...CORSIA_ACTUAL_STAGE_FIELDS],
    subtracted: ['emissionsSavingsDueToSoilCarbonSequestration', 'emissionsSavingsFromCSS'],
    severity: 'error',
  },
  euActual: {
    formula: 'eec + el + ep + etd + eu - esca - eccs - eccr - eee',
    added: [
      'extractionEmissions',
      'annualisedEmissions',
      'processingEmissions',
      'transportEmissions',
      'inUseFuelEmissions',
    ],
    subtracted: [
      'savingsFromSoil',
      'savingsFromCarbonAndStorage',
      'savingsFromCarbonAndReplacement',
      'savingsFromExcess',
    ],
    severity: 'warning',
  },
};

/**
 * Proofs of sustainability give each figure to 0.1 gCO2e/MJ, so each figure, the total included, may be
 * off by up to 0.05 from rounding: the tolerance is 0.05 per figure of the sum.
 */
/** The sum a block's certified total is checked against on Results, as the person reads it. */
export const lcaTotalFormula = (block: GhgBlock): string | undefined => BREAKDOWN[block]?.formula;

export const LCA_ROUNDING_PER_FIGURE = '0.05';

const decimal = (value: unknown): Decimal | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return isDecimalText(text) ? toDecimal(text) : null;
};

/**
 * The terms of the block's breakdown. The landfill and recycling emissions credits of municipal solid waste
 * (LEC, REC) are terms of CORSIA's actual-value methodology only; a default value already is what it is.
 */
function termsOf(block: GhgBlock, isSolidWaste: boolean): Breakdown | undefined {
  const breakdown = BREAKDOWN[block];
  if (!breakdown || !isSolidWaste || block !== 'corsiaActual') return breakdown;
  return {
    ...breakdown,
    formula: `${breakdown.formula} - landfill and recycling credits`,
    subtracted: [...breakdown.subtracted, ...SOLID_WASTE_CREDIT_FIELDS],
  };
}

/** The total of the selected block against the sum of its breakdown, beyond the rounding tolerance. */
export function lcaBreakdownFindings(
  block: GhgBlock,
  values: Partial<Record<string, unknown>>,
  isSolidWaste: boolean,
): PlausibilityFinding[] {
  const breakdown = termsOf(block, isSolidWaste);
  const total = decimal(values[TOTAL_LCA_FIELD[block]]);
  if (!breakdown || !total) return [];
  const added = breakdown.added.map((field) => decimal(values[field]));
  const subtracted = breakdown.subtracted.map((field) => decimal(values[field]));
  // A missing term is the form's "Required", not a contradiction.
  if ([...added, ...subtracted].some((term) => term === null)) return [];
  const sum = (added as Decimal[])
    .reduce((acc, term) => acc.plus(term), new Decimal(0))
    .minus((subtracted as Decimal[]).reduce((acc, term) => acc.plus(term), new Decimal(0)));
  const figures = added.length + subtracted.length + 1;
  const tolerance = new Decimal(LCA_ROUNDING_PER_FIGURE).times(figures);
  if (total.minus(sum).abs().lte(tolerance)) return [];
  const field = TOTAL_LCA_FIELD[block];
  const message =
    `${GHG_FIELD_LABELS[field]} is ${total.toString()} gCO2e/MJ but its breakdown adds up to ` +
    `${sum.toString()} (${breakdown.formula}); they may differ by ${tolerance.toString()} at most, from rounding`;
  return [
    {
      code: breakdown.severity === 'error' ? 'lcaTotalContradictsBreakdown' : 'lcaTotalDiffersFromBreakdown',
      path: ['greenhouseGas', field],
      message,
    },
  ];
}
