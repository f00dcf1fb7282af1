import { randomUUID } from 'node:crypto';
import type { UnitBlockStatus, UnitType } from '@safc/domain';
import { formatUnitSerial } from '../../db/unit-serial';
import type { UnitBlockRow } from './ledger-rows';

export interface ChildBlock {
  accountId: string;
  volume: string;
  co2Abated: string;
  createdByActionId: string;
  reservedVolume?: string;
  status?: UnitBlockStatus;
  unitType?: UnitType;
  category?: number;
  typeCode?: string;
  claim?: Record<string, unknown>;
  retiredAt?: Date;
}

/** What a child inherits from its parent: a block, or another child planned in the same completion. */
export type ParentBlock = Pick<
  UnitBlockRow,
  'id' | 'unitType' | 'issuanceId' | 'category' | 'typeCode' | 'expiresAt'
>;

/**
 * A child block as planned before its insert: the id is chosen here (so the statement that inserts the
 * children can also re-point actions to the rest, and a SAFcE can name its SAFcA child as parent), the serial
 * is given by the insert and filled in afterwards.
 */
export interface PlannedBlock extends ParentBlock {
  accountId: string;
  parentId: string;
  volume: string;
  reservedVolume: string;
  status: UnitBlockStatus;
  co2Abated: string;
  claim: Record<string, unknown> | null;
  retiredAt: Date | null;
  createdByActionId: string;
  /** SAFCA-2026- : the insert appends the number from unit_serial_seq. */
  serialPrefix: string;
  /** Set once inserted. */
  serial: string;
}

/**
 * A child of a block: same issuance, type code and expiry unless told otherwise, with a serial of its own.
 * Blocks never change volume, so every operation ends in children like these and a superseded parent.
 */
export function planChildBlock(parent: ParentBlock, child: ChildBlock): PlannedBlock {
  const unitType = child.unitType ?? parent.unitType;
  return {
    id: randomUUID(),
    unitType,
    accountId: child.accountId,
    issuanceId: parent.issuanceId,
    parentId: parent.id,
    volume: child.volume,
    reservedVolume: child.reservedVolume ?? '0',
    status: child.status ?? 'active',
    category: child.category ?? parent.category,
    typeCode: child.typeCode ?? parent.typeCode,
    co2Abated: child.co2Abated,
    claim: child.claim ?? null,
    retiredAt: child.retiredAt ?? null,
    expiresAt: parent.expiresAt,
    createdByActionId: child.createdByActionId,
    serialPrefix: formatUnitSerial(unitType, new Date().getUTCFullYear(), '').slice(0, -6),
    serial: '',
  };
}

/**
 * The children as one jsonb array and the insert that reads it (`param`, e.g. `$5`), numbering each serial
 * from the unit_serial_seq sequence as nextUnitSerial does, in the planned order; it returns id and serial.
 */
export function insertChildBlocksSql(param: string): string {
  return `insert into unit_blocks (id, serial, unit_type, account_id, issuance_id, parent_id, volume,
             reserved_volume, status, category, type_code, co2_abated, claim, retired_at, expires_at,
             created_by_action_id)
   select c.id, c.prefix || lpad(nextval('unit_serial_seq')::text, 6, '0'), c.unit_type, c.account_id,
          c.issuance_id, c.parent_id, c.volume, c.reserved_volume, c.status, c.category, c.type_code,
          c.co2_abated, c.claim, c.retired_at, c.expires_at, c.created_by_action_id
     from rows from (jsonb_to_recordset(${param}::jsonb) as (id uuid, prefix text, unit_type unit_type,
            account_id uuid, issuance_id uuid, parent_id uuid, volume numeric, reserved_volume numeric,
            status unit_block_status, category smallint, type_code text, co2_abated numeric, claim jsonb,
            retired_at timestamptz, expires_at timestamptz, created_by_action_id uuid))
          with ordinality as c(id, prefix, unit_type, account_id, issuance_id, parent_id, volume,
            reserved_volume, status, category, type_code, co2_abated, claim, retired_at, expires_at,
            created_by_action_id, ord)
    order by c.ord
   returning id, serial`;
}

export function childBlocksValue(children: readonly PlannedBlock[]): string {
  return JSON.stringify(
    children.map((child) => ({
      id: child.id,
      prefix: child.serialPrefix,
      unit_type: child.unitType,
      account_id: child.accountId,
      issuance_id: child.issuanceId,
      parent_id: child.parentId,
      volume: child.volume,
      reserved_volume: child.reservedVolume,
      status: child.status,
      category: child.category,
      type_code: child.typeCode,
      co2_abated: child.co2Abated,
      claim: child.claim,
      retired_at: child.retiredAt?.toISOString() ?? null,
      expires_at: child.expiresAt?.toISOString() ?? null,
      created_by_action_id: child.createdByActionId,
    })),
  );
}

/** SAFcA-A2-VAL with another type or category: the code's tier and assurance level stay. */
export function retypeCode(typeCode: string, unitType: UnitType, category: number): string {
  const match = /^(SAFc[AE])-([ABC])(\d)-(.+)$/.exec(typeCode);
  if (!match) return typeCode;
  return `${unitType}-${match[2]}${category}-${match[4]}`;
}
