import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { transactionOnConnection } from '../../src/db/connection-transaction';
import { poolOf } from '../../src/db/prepared-rows';
import { queryRows } from '../../src/db/query-rows';
import { users } from '../../src/db/schema';
import { createTestDatabase } from '../helpers/database';

const serverUrl = process.env.DATABASE_URL;

// A keyed call's transaction on PostgreSQL (plugins/idempotent-claim.ts) is built without drizzle's relational
// query builders, which are made on first use (issue 13): every way of querying must still reach the call's
// connection, inside its transaction.
describe.skipIf(!serverUrl)('a transaction on a pooled connection (PostgreSQL)', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterEach(async () => {
    await database.close();
  });

  it('runs query builders, relational queries and savepoints on its connection, rolled back with it', async () => {
    const pool = poolOf(database.db)!;
    const connection = await pool.connect();
    try {
      await connection.query('begin');
      const tx = transactionOnConnection(database.db, connection);
      const [first] = await tx.select({ id: users.id, name: users.name }).from(users).limit(1);
      await tx.update(users).set({ name: 'Renamed in the call' }).where(eq(users.id, first!.id));

      const related = await tx.query.users.findFirst({
        where: eq(users.id, first!.id),
        with: { companyMemberships: true },
      });
      expect(related?.name).toBe('Renamed in the call');
      expect(Array.isArray(related?.companyMemberships)).toBe(true);
      expect(tx.query).toBe(tx.query);

      await expect(
        tx.transaction(async (nested) => {
          await nested.update(users).set({ name: 'Undone' }).where(eq(users.id, first!.id));
          throw new Error('undo the savepoint');
        }),
      ).rejects.toThrow('undo the savepoint');
      const [inCall] = await queryRows<{ name: string }>(
        tx,
        sql`select name from users where id = ${first!.id}`,
      );
      expect(inCall?.name).toBe('Renamed in the call');

      await connection.query('rollback');
      const [after] = await database.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, first!.id));
      expect(after?.name).toBe(first!.name);
    } finally {
      connection.release();
    }
  });
});
