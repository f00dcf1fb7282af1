import { DEFAULT_AIRPORT_DELIVERY_LCA } from '../constants';
import type { GhgBlock } from './greenhouse-gas-fields';

// Forms spec §4: "Adjusted LCA formulas per scheme and tier are shown as tooltip text with lettered terms".
// The spec does not show the formulas; these are the registry's (lca.ts, sustainability-tier.ts), with the
// certified total's own composition from its methodology (docs/decisions/023-climate-figures.md).

export interface FormulaTerm {
  letter: string;
  meaning: string;
}

export interface AdjustedLcaFormula {
  formula: string;
  terms: FormulaTerm[];
}

/** What the certified total is made of, as the block's methodology states it. */
const TOTAL_OF_BLOCK: Record<GhgBlock, string> = {
  // ICAO "CORSIA Default Life Cycle Emissions Values": LS = core LCA + ILUC.
  corsiaDefault: 'total LCA value, CORSIA default: core LCA + induced land-use change (ILUC)',
  // ICAO "CORSIA Methodology for Calculating Actual Life Cycle Emissions Values".
  corsiaActual:
    'total LCA value, CORSIA actual: feedstock production, conditioning, processing and transportation + conversion + fuel transportation + combustion + ILUC - displacement - soil carbon and CCS savings',
  // RED II Annex V Part D: disaggregated default values.
  euDefault: 'total LCA value, EU RED default (RED II Annex V)',
  // RED II Annex V Part C point 1.
  // The same terms as the Results' check of the total (lca-breakdown.ts), eee included (issue 45 item 11).
  euActual:
    'total LCA value, EU RED actual: eec + el + ep + etd + eu - esca - eccs - eccr - eee (RED II Annex V C.1; eee, excess electricity, from RED I)',
};

/**
 * The adjusted LCA and the tier test of a block, with lettered terms:
 * A the certified total, B the delivery to the airport, C the tier baseline (89 gCO2e/MJ).
 */
export function adjustedLcaFormula(block: GhgBlock): AdjustedLcaFormula {
  return {
    formula: 'Adjusted LCA = A + B; tier A or B needs (C - Adjusted LCA) / C >= 60%',
    terms: [
      { letter: 'A', meaning: TOTAL_OF_BLOCK[block] },
      {
        letter: 'B',
        meaning: `delivery to the airport: 0 when A includes it, else ${DEFAULT_AIRPORT_DELIVERY_LCA} gCO2e/MJ or the actual value`,
      },
      { letter: 'C', meaning: 'tier baseline, CORSIA jet fuel: 89 gCO2e/MJ' },
    ],
  };
}

/** The formula as one line of tooltip text. */
export const adjustedLcaFormulaText = (block: GhgBlock): string => {
  const { formula, terms } = adjustedLcaFormula(block);
  return `${formula}. ${terms.map((term) => `${term.letter}: ${term.meaning}`).join('. ')}.`;
};
