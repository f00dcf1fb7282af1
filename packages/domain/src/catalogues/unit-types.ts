// The two kinds of unit, apart from statuses.ts (which re-exports them) so that the public list's filters
// load this line, not the registry's whole vocabulary (issue 14, decision 059).

export const UNIT_TYPES = ['SAFcA', 'SAFcE'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
