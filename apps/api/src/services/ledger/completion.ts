import type { Tx } from '../../db/client';
import { isZeroVolume } from './decimal-volumes';
import {
  planChildBlock,
  retypeCode,
  type ChildBlock,
  type ParentBlock,
  type PlannedBlock,
} from './insert-child-block';
import type { AccountWithCompany, ActionRow, UnitBlockRow } from './ledger-rows';
import { type NewEvent } from '../events/record-events';

/** What completing an action on a block knows: the block, the moved part and the rest, in tonnes and CO2e. */
export interface Completion {
  tx: Tx;
  action: ActionRow;
  block: UnitBlockRow;
  moved: string;
  rest: string;
  restReserved: string;
  movedCo2: string;
  restCo2: string;
  now: Date;
  /** The children planned so far, inserted together (in this order) once the operation has named them all. */
  children: PlannedBlock[];
  /** The action's receiving account as read with its lock, if it was (transferChildren reads it otherwise). */
  receiving?: AccountWithCompany;
}

export type Scope = Pick<NewEvent, 'actorId' | 'companyId' | 'accountId'>;

/** The children an operation made: the rest (if any) takes over the block's other pending actions. */
export interface Children {
  restBlock: PlannedBlock | undefined;
  /** The events, made once the children are inserted (they name the children's serials). */
  events: () => NewEvent[];
}

/** Plans a child of the block (or of another planned child) for the completion's one insert. */
export function addChild(c: Completion, parent: ParentBlock, child: ChildBlock): PlannedBlock {
  const planned = planChildBlock(parent, child);
  c.children.push(planned);
  return planned;
}

/** The rest of the block stays where it was, with the reservations of the other pending actions. */
export function restOf(c: Completion, category?: number): PlannedBlock | undefined {
  if (isZeroVolume(c.rest)) return undefined;
  return addChild(c, c.block, {
    accountId: c.block.accountId,
    volume: c.rest,
    co2Abated: c.restCo2,
    reservedVolume: c.restReserved,
    category,
    createdByActionId: c.action.id,
  });
}

/** SAFcE of the moved volume, child of the SAFcA block it was issued for (see checkLedgerInvariant). */
export function issueSafce(c: Completion, safcaBlock: ParentBlock, accountId: string): PlannedBlock {
  return addChild(c, safcaBlock, {
    unitType: 'SAFcE',
    accountId,
    volume: c.moved,
    co2Abated: c.movedCo2,
    category: 3,
    typeCode: retypeCode(safcaBlock.typeCode, 'SAFcE', 3),
    createdByActionId: c.action.id,
  });
}

export function safceIssued(
  scope: Scope,
  safce: PlannedBlock,
  accountId: string,
  companyId: string | undefined,
  origin: Record<string, string>,
): NewEvent {
  return {
    type: 'UnitIssued',
    actorId: scope.actorId,
    companyId: companyId ?? scope.companyId,
    accountId,
    entityType: 'unitBlock',
    entityId: safce.id,
    payload: { serial: safce.serial, unitType: 'SAFcE', volume: safce.volume, ...origin },
  };
}
