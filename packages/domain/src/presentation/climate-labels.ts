// How the climate figures are named wherever they are shown, apart from calculations/emissions.ts so a page
// that only names a figure does not load decimal.js (issue 14, docs/decisions/041).

/** What the CO2e abated is, said beside it wherever it is shown: a well-to-wake difference, not a CORSIA figure. */
export const CO2E_ABATED_LABEL = 'CO2e abated (well-to-wake, vs. declared baseline)';
/** The same figure as a column heading of tables and exports, in tonnes. */
export const CO2E_ABATED_COLUMN = 'CO2e abated, well-to-wake (t)';
/** The same in a few words, beside a total that keeps the spec's own label (the landing page's statistic). */
export const CO2E_ABATED_SHORT_NOTE = "well-to-wake, against each unit's declared fossil baseline";
export const CORSIA_EMISSIONS_REDUCTION_LABEL = 'CORSIA emissions reduction (ER)';
/** The same, said in a sentence where a document has room for it (certificate, Scope 3 statement). */
export const CO2E_ABATED_NOTE =
  "CO2e abated is the well-to-wake difference between the fossil baseline declared on the unit's " +
  "certificate and the fuel's life-cycle value, times the fuel's energy. It is not a CORSIA emissions reduction.";
