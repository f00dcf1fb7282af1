// The feedstock catalogue of the issue form (forms spec §3). The spec does not list the names; they are
// taken, as we know them, from ICAO's "CORSIA Default Life Cycle Emissions Values for CORSIA Eligible
// Fuels" (the feedstocks of its HEFA, FT, ATJ and SIP pathways) and from the feedstock list of EU RED
// Annex IX, Parts A and B (Directive 2018/2001 as amended by Delegated Directive 2024/1405).
//
// The flags are fixed and read-only in the form:
// - isSolidWaste: only municipal solid waste, whose recycling and landfill credits the GHG form then asks for;
// - wasCertifiedAsProductionResidue: wastes, residues and by-products (CORSIA's "wastes, residues and
//   by-products" and the whole of Annex IX except crops grown for fuel), which carry no upstream emissions;
// - isPalm: palm-based feedstocks, flagged as a list in the spec (palm oil, PFAD, POME, palm kernel meal).

export type FeedstockSource = 'CORSIA' | 'RED Annex IX A' | 'RED Annex IX B';

export interface Feedstock {
  name: string;
  isSolidWaste: boolean;
  wasCertifiedAsProductionResidue: boolean;
  isPalm: boolean;
  sources: readonly FeedstockSource[];
}

const CORSIA: FeedstockSource = 'CORSIA';
const IX_A: FeedstockSource = 'RED Annex IX A';
const IX_B: FeedstockSource = 'RED Annex IX B';

const residue = (name: string, ...sources: FeedstockSource[]): Feedstock => ({
  name,
  isSolidWaste: false,
  wasCertifiedAsProductionResidue: true,
  isPalm: false,
  sources,
});
const crop = (name: string, ...sources: FeedstockSource[]): Feedstock => ({
  ...residue(name, ...sources),
  wasCertifiedAsProductionResidue: false,
});
const palm = (feedstock: Feedstock): Feedstock => ({ ...feedstock, isPalm: true });

export const MUNICIPAL_SOLID_WASTE = 'Municipal solid waste (MSW)';
export const OTHER_FEEDSTOCK = 'Other';

export const FEEDSTOCKS: readonly Feedstock[] = [
  // Wastes, residues and by-products
  { ...residue(MUNICIPAL_SOLID_WASTE, CORSIA, IX_A), isSolidWaste: true },
  residue('Agricultural residues', CORSIA, IX_A),
  residue('Forestry residues', CORSIA, IX_A),
  residue('Used cooking oil (UCO)', CORSIA, IX_B),
  residue('Tallow', CORSIA),
  residue('Animal fats (categories 1 and 2)', IX_B),
  palm(residue('Palm fatty acid distillate (PFAD)', CORSIA)),
  residue('Corn oil (distillers corn oil)', CORSIA),
  residue('Molasses', CORSIA),
  palm(residue('Palm oil mill effluent (POME)', IX_A)),
  palm(residue('Palm kernel meal')),
  residue('Empty palm fruit bunches', IX_A),
  residue('Bio-waste from private households', IX_A),
  residue('Biomass fraction of industrial waste', IX_A),
  residue('Straw', IX_A),
  residue('Animal manure', IX_A),
  residue('Sewage sludge', IX_A),
  residue('Municipal wastewater and its derivatives', IX_A),
  residue('Tall oil', IX_A),
  residue('Tall oil pitch', IX_A),
  residue('Crude glycerine', IX_A),
  residue('Bagasse', IX_A),
  residue('Grape marcs and wine lees', IX_A),
  residue('Nut shells', IX_A),
  residue('Husks', IX_A),
  residue('Cobs cleaned of kernels of corn', IX_A),
  residue('Bark, branches, pre-commercial thinnings, leaves, needles and tree tops', IX_A),
  residue('Saw dust and cutter shavings', IX_A),
  residue('Black liquor', IX_A),
  residue('Brown liquor', IX_A),
  residue('Fibre sludge', IX_A),
  residue('Lignin', IX_A),
  residue('Damaged crops not fit for food or feed', IX_A),
  residue('Brown grease (trap grease)'),
  residue('Soapstock and acid oils'),
  residue('Spent bleaching earth oil'),
  residue('Fish oil from fish processing residues'),
  // Crops, energy crops and other origins
  crop('Short-rotation woody crops', CORSIA),
  crop('Herbaceous energy crops', CORSIA),
  crop('Miscanthus', CORSIA),
  crop('Switchgrass', CORSIA),
  crop('Poplar', CORSIA),
  crop('Soybean oil', CORSIA),
  crop('Rapeseed oil', CORSIA),
  crop('Canola oil', CORSIA),
  crop('Camelina oil', CORSIA),
  crop('Brassica carinata oil', CORSIA),
  crop('Jatropha oil', CORSIA),
  palm(crop('Palm oil', CORSIA)),
  crop('Sugarcane', CORSIA),
  crop('Sugar beet', CORSIA),
  crop('Corn grain', CORSIA),
  crop('Intermediate crops (catch and cover crops)', IX_B),
  crop('Crops grown on severely degraded land', IX_B),
  crop('Algae cultivated on land in ponds or photobioreactors', IX_A),
  crop('Cyanobacteria', IX_B),
  crop('Bacteria', IX_A),
  crop('Other non-food cellulosic material', IX_A),
  crop('Other ligno-cellulosic material except saw logs and veneer logs', IX_A),
  crop('Renewable hydrogen and captured carbon (RFNBO)', IX_A),
  crop('Captured carbon (carbon capture and utilisation)', IX_A),
];

export const FEEDSTOCK_NAMES: readonly string[] = [
  ...FEEDSTOCKS.map((feedstock) => feedstock.name),
  OTHER_FEEDSTOCK,
];

export const findFeedstock = (name: string): Feedstock | undefined =>
  FEEDSTOCKS.find((feedstock) => feedstock.name === name);

export const isMunicipalSolidWaste = (name: string): boolean => findFeedstock(name)?.isSolidWaste ?? false;

/**
 * The palm family in free text: palm oil, palm kernel (meal, oil, shells), palm fatty acid distillate (PFAD),
 * palm oil mill effluent (POME), the oil palm's botanical name (Elaeis). "Other" named "Palm oil" must not
 * slip past the palm rule (forms spec §3 lists the palm-based feedstocks; issue 11 #6).
 */
const PALM_FAMILY = /\bpalm|\bpfad\b|\bpome\b|\belaeis\b/i;

/** Palm-based: flagged in the catalogue, or an "Other" feedstock whose name reads as one of the palm family. */
export const isPalmFeedstock = (name: string, otherFeedStock?: string): boolean =>
  findFeedstock(name)?.isPalm ?? (name === OTHER_FEEDSTOCK && PALM_FAMILY.test(otherFeedStock ?? ''));
