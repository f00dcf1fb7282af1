import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db, Tx } from './client';

/**
 * A drizzle transaction over a pooled connection whose BEGIN the caller sent itself, so that BEGIN can
 * travel with the first statements in one round trip (plugins/idempotent-claim.ts). drizzle's own
 * `transaction()` always sends BEGIN alone and COMMIT alone; the session and transaction classes are the
 * ones it would build, over the same dialect, schema and options as `db`. The caller commits or rolls back
 * and releases the connection.
 */
export function transactionOnConnection(db: Db, connection: pg.PoolClient): Tx {
  type SessionArguments = ConstructorParameters<typeof NodePgSession>;
  const session = (db as unknown as { session: unknown }).session as {
    dialect: SessionArguments[1];
    schema: SessionArguments[2];
    options: SessionArguments[3];
  };
  const own = new NodePgSession(connection, session.dialect, session.schema, session.options);
  return new NodePgTransaction(session.dialect, own, session.schema) as unknown as Tx;
}
