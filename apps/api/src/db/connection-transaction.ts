import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db, Tx } from './client';

type SessionArguments = ConstructorParameters<typeof NodePgSession>;
type Schema = SessionArguments[2];
type OwnSession = ConstructorParameters<typeof NodePgTransaction>[1];

/**
 * A drizzle transaction over a pooled connection whose BEGIN the caller sent itself, so that BEGIN can
 * travel with the first statements in one round trip (plugins/idempotent-claim.ts). drizzle's own
 * `transaction()` always sends BEGIN alone and COMMIT alone; the session and transaction classes are the
 * ones it would build, over the same dialect, schema and options as `db`. The caller commits or rolls back
 * and releases the connection.
 */
export function transactionOnConnection(db: Db, connection: pg.PoolClient): Tx {
  const session = (db as unknown as { session: unknown }).session as {
    dialect: SessionArguments[1];
    schema: Schema;
    options: SessionArguments[3];
  };
  const own = new NodePgSession(connection, session.dialect, session.schema, session.options);
  // Made without the schema, drizzle skips building a relational query builder for each of the registry's
  // tables, which every keyed call paid for and almost none uses (about 1 % of the API's time under load,
  // issue 13). The schema is put back where drizzle reads it, and `tx.query` is built on first use.
  const tx = new NodePgTransaction(session.dialect, own, undefined);
  if (session.schema) withSchema(tx, { dialect: session.dialect, schema: session.schema }, own);
  return tx as unknown as Tx;
}

function withSchema(
  tx: object,
  session: { dialect: SessionArguments[1]; schema: NonNullable<Schema> },
  own: OwnSession,
): void {
  const { schema } = session;
  Object.assign(tx, {
    schema,
    _: {
      schema: schema.schema,
      fullSchema: schema.fullSchema,
      tableNamesMap: schema.tableNamesMap,
      session: own,
    },
  });
  Object.defineProperty(tx, 'query', {
    configurable: true,
    get() {
      const query = new NodePgTransaction(session.dialect, own, schema).query;
      Object.defineProperty(tx, 'query', { value: query });
      return query;
    },
  });
}
