import type { PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';
import type { DbOrTx } from './client';

/**
 * A statement of the ledger's hot path written by hand (issue 13): drizzle builds its SQL text on every call,
 * which cost a quarter of the API's CPU under the ledger benchmark. The text is fixed, so node-postgres
 * prepares it once per connection (by `name`) and then sends only its values.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const names = new Map<string, string>();

/** Declares a statement once, at module load: a name given twice to two texts would fail on a connection. */
export function preparedStatement(name: string, text: string): PreparedStatement {
  const known = names.get(name);
  if (known !== undefined && known !== text) throw new Error(`preparedStatement: ${name} declared twice`);
  names.set(name, text);
  return { name, text };
}

type DriverClient = pg.Pool | pg.ClientBase | Pick<PGliteInterface, 'query'>;

/** The driver's client under a drizzle database or transaction: a pool, a checked-out connection, PGlite. */
function driverOf(db: DbOrTx): DriverClient {
  const client = (db as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (!client) throw new Error('preparedRows: no driver client under this database');
  return client;
}

/**
 * Rows of a prepared statement, run on the same connection as `db` (inside the caller's transaction when
 * `db` is one). Both drivers parse timestamps
 * to Date, json to objects and int4 to numbers; cast numeric and int8 to text in the statement.
 */
export async function preparedRows<Row>(
  db: DbOrTx,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<Row[]> {
  const client = driverOf(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    // Without values (SAVEPOINT, for instance) the simple protocol is one message and nothing to prepare.
    const result =
      values.length === 0
        ? await client.query(statement.text)
        : await client.query({ name: statement.name, text: statement.text, values: [...values] });
    return result.rows as Row[];
  }
  const result = await (client as Pick<PGliteInterface, 'query'>).query<Row>(statement.text, [...values]);
  return result.rows;
}
