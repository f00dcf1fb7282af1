import Decimal from 'decimal.js';
import type { UnitBlockStatus, UnitType } from '@safc/domain';
import { eq } from 'drizzle-orm';
import { unitExpiryOf } from '../../services/units/unit-validity';
import type { Tx } from '../client';
import { unitBlocks } from '../schema';
import { nextUnitSerial } from '../unit-serial';

export interface DemoBlock {
  id: string;
  serial: string;
  volume: string;
  co2Abated: string;
}

export interface DemoBlockInput {
  unitType: UnitType;
  accountId: string;
  issuanceId: string;
  parentId?: string;
  volume: string;
  /** The issuance's figures, from which the block's share of CO2e abated follows. */
  issued: { volume: string; co2Abated: string };
  category: number;
  typeCode: string;
  status?: UnitBlockStatus;
  reservedVolume?: string;
  claim?: Record<string, unknown>;
  retiredAt?: Date;
  createdByActionId: string;
  createdAt: Date;
}

export async function insertDemoBlock(tx: Tx, input: DemoBlockInput): Promise<DemoBlock> {
  const { issued, ...block } = input;
  const co2Abated = new Decimal(issued.co2Abated).times(input.volume).div(issued.volume).toFixed(3);
  const serial = await nextUnitSerial(tx, input.unitType, input.createdAt);
  // As in the ledger: a block issued on approval ends its validity period from then; its children inherit it.
  const expiresAt = input.parentId ? await parentExpiry(tx, input.parentId) : unitExpiryOf(input.createdAt);
  const [row] = await tx
    .insert(unitBlocks)
    .values({ ...block, serial, co2Abated, expiresAt, volume: new Decimal(input.volume).toFixed(3) })
    .returning({ id: unitBlocks.id, serial: unitBlocks.serial, volume: unitBlocks.volume });
  if (!row) throw new Error(`insertDemoBlock: ${serial} was not inserted`);
  return { ...row, co2Abated };
}

async function parentExpiry(tx: Tx, parentId: string): Promise<Date | null> {
  const [parent] = await tx
    .select({ expiresAt: unitBlocks.expiresAt })
    .from(unitBlocks)
    .where(eq(unitBlocks.id, parentId));
  return parent?.expiresAt ?? null;
}
