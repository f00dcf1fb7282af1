// The feedstock catalogue of the issue form (forms spec §3: "about 60 named feedstocks", names not shown).
// Every entry names the text it comes from (issue 11 #7, docs/decisions/036-feedstock-catalogue-sources.md):
// - RED II Annex IX: Directive (EU) 2018/2001 Annex IX, Part A points (a) to (q) and Part B points (a), (b);
//   the feedstocks Delegated Directive (EU) 2024/1405 added to Part A and Part B are cited as such;
// - CORSIA: ICAO document "CORSIA Default Life Cycle Emissions Values for CORSIA Eligible Fuels", the table of
//   the conversion pathway that lists the feedstock (FT, HEFA, ATJ, SIP);
// - the forms spec itself (§3 lists palm kernel meal as palm-based);
// - RED II Article 2(36) for renewable fuels of non-biological origin, which are not Annex IX feedstocks.
//
// The flags are fixed and read-only in the form:
// - isSolidWaste: only municipal solid waste, whose recycling and landfill credits the GHG form then asks for;
// - wasCertifiedAsProductionResidue: wastes, residues and by-products (CORSIA's "wastes, residues and
//   by-products" and Annex IX's wastes and residues), which carry no upstream emissions; crops, algae,
//   cyanobacteria and non-biological inputs do;
// - isPalm: palm-based feedstocks, flagged as a list in the spec (palm oil, PFAD, POME, palm kernel meal).

export interface Feedstock {
  name: string;
  isSolidWaste: boolean;
  wasCertifiedAsProductionResidue: boolean;
  isPalm: boolean;
  /** Document, annex, part and point (or pathway table) the entry rests on. */
  sources: readonly string[];
}

const ixA = (point: string) => `RED II Annex IX Part A (${point})`;
const ixB = (point: string) => `RED II Annex IX Part B (${point})`;
const IX_A_2024 = 'RED II Annex IX Part A, added by Delegated Directive (EU) 2024/1405';
const IX_B_2024 = 'RED II Annex IX Part B, added by Delegated Directive (EU) 2024/1405';
/** Part A when the fuel is for aviation, Part B otherwise (Delegated Directive (EU) 2024/1405). */
const IX_A_AVIATION_2024 = `${IX_A_2024}, where used for biofuels for the aviation sector`;
const corsia = (pathway: 'FT' | 'HEFA' | 'ATJ' | 'SIP') => `CORSIA default values, ${pathway} pathway table`;
const FORMS_SPEC_PALM = 'Forms spec §3, palm-based feedstocks';
const RFNBO = 'RED II Article 2(36), renewable fuels of non-biological origin (not an Annex IX feedstock)';

const residue = (name: string, ...sources: string[]): Feedstock => ({
  name,
  isSolidWaste: false,
  wasCertifiedAsProductionResidue: true,
  isPalm: false,
  sources,
});
const crop = (name: string, ...sources: string[]): Feedstock => ({
  ...residue(name, ...sources),
  wasCertifiedAsProductionResidue: false,
});
const palm = (feedstock: Feedstock): Feedstock => ({ ...feedstock, isPalm: true });

export const MUNICIPAL_SOLID_WASTE = 'Municipal solid waste (MSW)';
export const OTHER_FEEDSTOCK = 'Other';

export const FEEDSTOCKS: readonly Feedstock[] = [
  // Wastes, residues and by-products
  {
    ...residue(MUNICIPAL_SOLID_WASTE, corsia('FT'), ixA('b: biomass fraction of mixed municipal waste')),
    isSolidWaste: true,
  },
  residue('Agricultural residues', corsia('FT'), corsia('ATJ')),
  residue('Forestry residues', corsia('FT'), corsia('ATJ'), ixA('o')),
  residue('Used cooking oil (UCO)', corsia('HEFA'), ixB('a')),
  residue('Tallow', corsia('HEFA')),
  residue('Animal fats (categories 1 and 2)', ixB('b')),
  palm(residue('Palm fatty acid distillate (PFAD)', corsia('HEFA'))),
  residue('Corn oil (distillers corn oil)', corsia('HEFA')),
  residue('Molasses', corsia('ATJ')),
  residue('Industrial waste gases (alcohol-to-jet)', corsia('ATJ')),
  palm(residue('Palm oil mill effluent (POME)', ixA('g'))),
  palm(residue('Palm kernel meal', FORMS_SPEC_PALM)),
  // Same Annex IX point and the same mill as POME: palm-based like it, and like its own name typed as "Other".
  palm(residue('Empty palm fruit bunches', ixA('g'))),
  residue('Bio-waste from private households', ixA('c')),
  residue('Biomass fraction of industrial waste', ixA('d')),
  residue('Straw', ixA('e')),
  residue('Animal manure', ixA('f')),
  residue('Sewage sludge', ixA('f')),
  residue('Municipal wastewater and its derivatives', `${IX_B_2024}: other than sewage sludge`),
  residue('Tall oil', ixA('o')),
  residue('Tall oil pitch', ixA('h')),
  residue('Crude glycerine', ixA('i')),
  residue('Bagasse', ixA('j')),
  residue('Grape marcs and wine lees', ixA('k')),
  residue('Nut shells', ixA('l')),
  residue('Husks', ixA('m')),
  residue('Cobs cleaned of kernels of corn', ixA('n')),
  residue('Bark, branches, pre-commercial thinnings, leaves, needles and tree tops', ixA('o')),
  residue('Saw dust and cutter shavings', ixA('o')),
  residue('Black liquor', ixA('o')),
  residue('Brown liquor', ixA('o')),
  residue('Fibre sludge', ixA('o')),
  residue('Lignin', ixA('o')),
  residue('Fusel oils from alcoholic distillation', IX_A_2024),
  residue('Crude methanol from kraft pulping (wood pulp production)', IX_A_2024),
  residue('Damaged crops not fit for food or feed', IX_B_2024),
  // Crops, energy crops and other origins
  crop('Short-rotation woody crops', corsia('FT')),
  crop('Herbaceous energy crops', corsia('FT')),
  crop('Miscanthus', corsia('FT'), corsia('ATJ')),
  crop('Switchgrass', corsia('FT'), corsia('ATJ')),
  crop('Poplar', corsia('FT')),
  crop('Soybean oil', corsia('HEFA')),
  crop('Rapeseed oil', corsia('HEFA')),
  crop('Canola oil', corsia('HEFA')),
  crop('Camelina oil', corsia('HEFA')),
  crop('Brassica carinata oil', corsia('HEFA')),
  crop('Jatropha oil', corsia('HEFA')),
  palm(crop('Palm oil', corsia('HEFA'))),
  crop('Sugarcane', corsia('SIP'), corsia('ATJ')),
  crop('Sugar beet', corsia('SIP')),
  crop('Corn grain', corsia('ATJ')),
  crop('Intermediate crops (catch and cover crops)', IX_A_AVIATION_2024, IX_B_2024),
  crop('Crops grown on severely degraded land', IX_A_AVIATION_2024, IX_B_2024),
  crop('Algae cultivated on land in ponds or photobioreactors', ixA('a')),
  crop('Cyanobacteria', IX_A_2024),
  crop('Other non-food cellulosic material', ixA('p')),
  crop('Other ligno-cellulosic material except saw logs and veneer logs', ixA('q')),
  crop('Renewable hydrogen and captured carbon (RFNBO)', RFNBO),
];

/**
 * Names the catalogue once held without a source it could be checked against, or under a source that does
 * not list them (issue 11 #7). A form that named one is stored as "Other" with the same words
 * (migration 0015), so the administrator reads it as the issuer's own word.
 */
export const RETIRED_FEEDSTOCK_NAMES = [
  'Brown grease (trap grease)',
  'Soapstock and acid oils',
  'Spent bleaching earth oil',
  'Fish oil from fish processing residues',
  'Bacteria',
  'Captured carbon (carbon capture and utilisation)',
] as const;

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
