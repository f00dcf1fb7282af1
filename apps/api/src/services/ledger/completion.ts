import type { Tx } from '../../db/client';
import type { NewEvent } from '../events/append-event';
import { isZeroVolume } from './decimal-volumes';
import { insertChildBlock, retypeCode } from './insert-child-block';
import type { ActionRow, UnitBlockRow } from './ledger-rows';

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
}

export type Scope = Pick<NewEvent, 'actorId' | 'companyId' | 'accountId'>;

/** The children an operation made: the rest (if any) takes over the block's other pending actions. */
export interface Children {
  restBlock: UnitBlockRow | undefined;
  events: NewEvent[];
}

/** The rest of the block stays where it was, with the reservations of the other pending actions. */
export async function restOf(c: Completion, category?: number): Promise<UnitBlockRow | undefined> {
  if (isZeroVolume(c.rest)) return undefined;
  return insertChildBlock(c.tx, c.block, {
    accountId: c.block.accountId,
    volume: c.rest,
    co2Abated: c.restCo2,
    reservedVolume: c.restReserved,
    category,
    createdByActionId: c.action.id,
  });
}

/** SAFcE of the moved volume, child of the SAFcA block it was issued for (see checkLedgerInvariant). */
export function issueSafce(
  c: Completion,
  safcaBlock: UnitBlockRow,
  accountId: string,
): Promise<UnitBlockRow> {
  return insertChildBlock(c.tx, safcaBlock, {
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
  safce: UnitBlockRow,
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
