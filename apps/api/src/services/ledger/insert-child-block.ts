import type { UnitBlockStatus, UnitType } from '@safc/domain';
import type { Tx } from '../../db/client';
import { unitBlocks } from '../../db/schema';
import { sql } from 'drizzle-orm';
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

/**
 * A child of a block: same issuance, type code and expiry unless told otherwise, with a serial of its own.
 * Blocks never change volume, so every operation ends in children like these and a superseded parent.
 */
export async function insertChildBlock(
  tx: Tx,
  parent: UnitBlockRow,
  child: ChildBlock,
): Promise<UnitBlockRow> {
  const unitType = child.unitType ?? parent.unitType;
  const [row] = await tx
    .insert(unitBlocks)
    .values({
      serial: serialSql(unitType),
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
    })
    .returning();
  if (!row) throw new Error('insertChildBlock: the block was not inserted');
  return row;
}

/**
 * The serial (SAFCA-2026-000123, as nextUnitSerial makes it) computed by the insert itself from the
 * unit_serial_seq sequence: one statement per child instead of two on the hot path.
 */
function serialSql(unitType: UnitType) {
  const prefix = formatUnitSerial(unitType, new Date().getUTCFullYear(), '').slice(0, -6);
  return sql`${prefix} || lpad(nextval('unit_serial_seq')::text, 6, '0')`;
}

/** SAFcA-A2-VAL with another type or category: the code's tier and assurance level stay. */
export function retypeCode(typeCode: string, unitType: UnitType, category: number): string {
  const match = /^(SAFc[AE])-([ABC])(\d)-(.+)$/.exec(typeCode);
  if (!match) return typeCode;
  return `${unitType}-${match[2]}${category}-${match[4]}`;
}
