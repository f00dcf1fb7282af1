import { sql } from 'drizzle-orm';
import type { UnitType } from '@safc/domain';
import type { DbOrTx } from './client';
import { queryRows } from './query-rows';

/**
 * The next human-readable serial of a unit block, e.g. SAFCA-2026-000123. Numbers come from the
 * unit_serial_seq sequence, which never hands one out twice (not even after a rollback), so a serial
 * once shown to a user always names the same block.
 */
export async function nextUnitSerial(db: DbOrTx, unitType: UnitType, at: Date = new Date()): Promise<string> {
  const [row] = await queryRows<{ value: string }>(db, sql`select nextval('unit_serial_seq')::text as value`);
  if (!row) throw new Error('nextUnitSerial: the unit_serial_seq sequence answered nothing');
  return formatUnitSerial(unitType, at.getUTCFullYear(), row.value);
}

export function formatUnitSerial(unitType: UnitType, year: number, number: string | number): string {
  return `${unitType.toUpperCase()}-${year}-${String(number).padStart(6, '0')}`;
}
