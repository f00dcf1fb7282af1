import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { checkLedgerInvariant } from '../../src/db/invariants';
import { unitBlocks } from '../../src/db/schema';
import { nextUnitSerial } from '../../src/db/unit-serial';
import { createTestDatabase } from '../helpers/database';
import { insertIssuedBlock } from './ledger-fixtures';

describe('ledger invariant', () => {
  let database: Database;
  let fixture: Awaited<ReturnType<typeof insertIssuedBlock>>;
  const child = async (volume: string, fields: Partial<typeof unitBlocks.$inferInsert> = {}) => {
    const [row] = await database.db
      .insert(unitBlocks)
      .values({
        serial: await nextUnitSerial(database.db, fields.unitType ?? 'SAFcA'),
        unitType: 'SAFcA',
        accountId: fixture.account.id,
        issuanceId: fixture.issuance.id,
        parentId: fixture.block.id,
        volume,
        category: 2,
        typeCode: 'SAFcA-A2-VAL',
        co2Abated: '0',
        ...fields,
      })
      .returning();
    if (!row) throw new Error('child block was not inserted');
    return row;
  };
  const supersedeParent = () =>
    database.db.update(unitBlocks).set({ status: 'superseded' }).where(eq(unitBlocks.id, fixture.block.id));

  beforeEach(async () => {
    database = await createTestDatabase();
    fixture = await insertIssuedBlock(database.db, '100.000');
  });
  afterEach(async () => {
    await database.close();
  });

  it('holds when a split supersedes 100 into 30 + 70', async () => {
    await supersedeParent();
    await child('30.000');
    await child('70.000');
    expect(await checkLedgerInvariant(database.db)).toEqual([]);
  });

  it('names the issuance whose blocks no longer add up, by 0.001', async () => {
    await supersedeParent();
    await child('30.000');
    await child('69.999');
    expect(await checkLedgerInvariant(database.db)).toEqual(
      expect.arrayContaining([
        {
          rule: 'issuedVolumeMismatch',
          issuanceId: fixture.issuance.id,
          unitType: 'SAFcA',
          expected: '100.000',
          actual: '99.999',
        },
        {
          rule: 'supersededBlockNotCovered',
          unitBlockId: fixture.block.id,
          volume: '100.000',
          children: '99.999',
        },
      ]),
    );
  });

  it('names a block spent twice (parent still active beside its children)', async () => {
    await child('30.000');
    await child('70.000');
    expect(await checkLedgerInvariant(database.db)).toEqual([
      expect.objectContaining({ rule: 'issuedVolumeMismatch', expected: '100.000', actual: '200.000' }),
    ]);
  });

  it('accounts SAFcE per issuance: what was created from SAFcA, never more than issued', async () => {
    await supersedeParent();
    await child('40.000');
    const retired = await child('60.000', { status: 'retired' });
    await child('60.000', { unitType: 'SAFcE', parentId: retired.id });
    expect(await checkLedgerInvariant(database.db)).toEqual([]);

    await child('50.000', { unitType: 'SAFcE', parentId: retired.id });
    expect(await checkLedgerInvariant(database.db)).toEqual([
      {
        rule: 'safceExceedsIssuedVolume',
        issuanceId: fixture.issuance.id,
        issued: '100.000',
        safce: '110.000',
      },
    ]);
  });

  it('names a reservation left on a superseded block', async () => {
    await database.db
      .update(unitBlocks)
      .set({ reservedVolume: '10.000' })
      .where(eq(unitBlocks.id, fixture.block.id));
    await supersedeParent();
    await child('100.000');
    expect(await checkLedgerInvariant(database.db)).toEqual([
      {
        rule: 'reservationOnInactiveBlock',
        unitBlockId: fixture.block.id,
        status: 'superseded',
        reservedVolume: '10.000',
      },
    ]);
  });
});
