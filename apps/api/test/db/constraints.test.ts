import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { accounts, trustedAccounts, unitBlocks } from '../../src/db/schema';
import { nextUnitSerial } from '../../src/db/unit-serial';
import { createTestDatabase } from '../helpers/database';
import { insertIssuedBlock } from './ledger-fixtures';

/** drizzle wraps the driver's error; the constraint's name is on the cause. */
async function violatedConstraint(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause;
    return cause?.constraint ?? (error as { constraint?: string }).constraint;
  }
  return undefined;
}

describe('database constraints guard the ledger', () => {
  let database: Database;
  let fixture: Awaited<ReturnType<typeof insertIssuedBlock>>;
  beforeEach(async () => {
    database = await createTestDatabase();
    fixture = await insertIssuedBlock(database.db);
  });
  afterEach(async () => {
    await database.close();
  });

  it('refuse a negative reserved volume', async () => {
    const update = database.db
      .update(unitBlocks)
      .set({ reservedVolume: '-0.001' })
      .where(eq(unitBlocks.id, fixture.block.id));
    expect(await violatedConstraint(update)).toBe('unit_blocks_reserved_volume_range');
  });

  it('refuse to reserve more than the block holds', async () => {
    const update = database.db
      .update(unitBlocks)
      .set({ reservedVolume: '100.001' })
      .where(eq(unitBlocks.id, fixture.block.id));
    expect(await violatedConstraint(update)).toBe('unit_blocks_reserved_volume_range');
  });

  it('refuse a block of volume 0', async () => {
    const insert = database.db.insert(unitBlocks).values({
      serial: await nextUnitSerial(database.db, 'SAFcA'),
      unitType: 'SAFcA',
      accountId: fixture.account.id,
      issuanceId: fixture.issuance.id,
      volume: '0',
      category: 2,
      typeCode: 'SAFcA-A2-VAL',
      co2Abated: '0',
    });
    expect(await violatedConstraint(insert)).toBe('unit_blocks_volume_positive');
  });

  it('keep volumes exact to 3 decimals as strings', async () => {
    const [block] = await database.db.select().from(unitBlocks).where(eq(unitBlocks.id, fixture.block.id));
    expect(block?.volume).toBe('100.000');
    expect(block?.reservedVolume).toBe('0.000');
  });

  it('refuse an account that requires no signature', async () => {
    const update = database.db
      .update(accounts)
      .set({ requiredSignatures: 0 })
      .where(eq(accounts.id, fixture.account.id));
    expect(await violatedConstraint(update)).toBe('accounts_required_signatures_positive');
  });

  it('refuse an account trusting itself', async () => {
    const insert = database.db.insert(trustedAccounts).values({
      accountId: fixture.account.id,
      trustedAccountId: fixture.account.id,
      createdBy: fixture.user.id,
    });
    expect(await violatedConstraint(insert)).toBe('trusted_accounts_not_self');
  });
});
