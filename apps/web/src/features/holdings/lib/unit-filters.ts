import type { UnitBlockStatus, UnitType } from '@safc/domain';
import type { UnitNode, UnitRow, UnitsAnswer } from '../api/get-units';

export interface UnitFilters {
  status: UnitBlockStatus | '';
  unitType: UnitType | '';
  /** Matched by the server against the serial, batch number and type code. */
  search: string;
}

export const NO_UNIT_FILTERS: UnitFilters = { status: '', unitType: '', search: '' };

export interface ListedUnit {
  row: UnitRow;
  depth: number;
  /** False for blocks of the chain held by another account: shown for custody, not acted on here. */
  inAccount: boolean;
}

/** The list as rows: in tree mode each block under the block it came from, so it reads as the chain of custody. */
export function listedUnits(answer: UnitsAnswer | undefined): ListedUnit[] {
  if (!answer) return [];
  if (answer.mode === 'single') return answer.items.map((row) => ({ row, depth: 0, inAccount: true }));
  const rows: ListedUnit[] = [];
  const visit = (node: UnitNode, depth: number) => {
    rows.push({ row: node, depth, inAccount: node.inAccount });
    for (const child of node.children) visit(child, depth + 1);
  };
  for (const root of answer.items) visit(root, 0);
  return rows;
}
