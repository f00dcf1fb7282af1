import type { UnitBlockStatus, UnitType } from '@safc/domain';
import type { UnitRow } from '../api/get-units';

export interface UnitFilters {
  status: UnitBlockStatus | '';
  unitType: UnitType | '';
  /** Matched against the serial, type code, scheme and feedstock. */
  search: string;
}

export const NO_UNIT_FILTERS: UnitFilters = { status: '', unitType: '', search: '' };

export function filterUnits(rows: readonly UnitRow[], filters: UnitFilters): UnitRow[] {
  const search = filters.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (filters.status === '' || row.status === filters.status) &&
      (filters.unitType === '' || row.unitType === filters.unitType) &&
      (search === '' ||
        [row.serial, row.typeCode, row.certificationScheme, row.feedstock].some((text) =>
          text?.toLowerCase().includes(search),
        )),
  );
}

export interface TreeRow {
  row: UnitRow;
  depth: number;
}

/**
 * The tree list mode: each block under the block it came from, so the list reads as the chain of custody.
 * A block whose parent is not in the list (held by another account) starts its own branch.
 */
export function orderAsTree(rows: readonly UnitRow[]): TreeRow[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string | null, UnitRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const ordered: TreeRow[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      ordered.push({ row, depth });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}
