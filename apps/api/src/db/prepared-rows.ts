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
 * The pool under a drizzle database on PostgreSQL (undefined on PGlite, or for a transaction): for work
 * that sends several statements in one simple query on a connection of its own.
 */
export function poolOf(db: DbOrTx): pg.Pool | undefined {
  const client = (db as unknown as { session?: { client?: DriverClient } }).session?.client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Rows of a prepared statement, run on the same connection as `db` (inside the caller's transaction when
 * `db` is one; the request transaction's when `db` is the scoped database). Both drivers parse timestamps
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

/**
 * A string as an SQL literal for a simple query, quoted as node-postgres' escapeLiteral quotes it (quotes
 * doubled; with a backslash, the E'' form with backslashes doubled) but by native replaceAll: escapeLiteral
 * builds its result a character at a time, which cost the API 5 % of its time on the seal's and the answers'
 * kilobytes of JSON (issue 13 profile).
 */
export function sqlLiteral(value: string): string {
  const quoted = `'${value.replaceAll("'", "''")}'`;
  return value.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

/**
 * A statement prepared in SQL (PREPARE) for simple queries: a simple query carries several statements in one
 * round trip (BEGIN with the claim, the answer with COMMIT) but no parameters, so its texts are parsed and
 * planned at every call; EXECUTE of a prepared statement reuses its plan. The session query planned afresh
 * cost PostgreSQL about 240 microseconds a call against 30 prepared (issue 13).
 */
export interface SqlStatement {
  readonly name: string;
  readonly prepare: string;
}

export function sqlStatement(name: string, parameterTypes: readonly string[], text: string): SqlStatement {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`sqlStatement: ${name} is not a plain identifier`);
  const known = names.get(name);
  if (known !== undefined && known !== text) throw new Error(`sqlStatement: ${name} declared twice`);
  names.set(name, text);
  const types = parameterTypes.length > 0 ? `(${parameterTypes.join(', ')})` : '';
  return { name, prepare: `prepare ${name}${types} as ${text}` };
}

/** One statement text in both forms: prepared for the extended protocol, and in SQL for simple queries. */
export interface StatementInBothForms {
  prepared: PreparedStatement;
  sql: SqlStatement;
}

/** `name` with dots and dashes for the prepared form; underscores for the SQL one. */
export function statementInBothForms(
  name: string,
  parameterTypes: readonly string[],
  text: string,
): StatementInBothForms {
  return {
    prepared: preparedStatement(name, text),
    sql: sqlStatement(name.replace(/[.-]/g, '_'), parameterTypes, text),
  };
}

const preparedOn = new WeakMap<object, Set<string>>();

/**
 * `execute name(literals...)` for a simple query on `connection`, preceded the first time by its PREPARE
 * (which outlives a rollback: it lasts as long as the connection). A query that fails is followed by
 * dropping its connection (the callers release it with the error), so a PREPARE counted here but never
 * reached is never relied on.
 */
export function executeSql(connection: object, statement: SqlStatement, literals: readonly string[]): string {
  return executeSqlCounted(connection, statement, literals).text;
}

/** executeSql's text and how many results it adds to a simple query's (2 when its PREPARE goes first). */
export function executeSqlCounted(
  connection: object,
  statement: SqlStatement,
  literals: readonly string[],
): { text: string; results: number } {
  let known = preparedOn.get(connection);
  if (!known) {
    known = new Set();
    preparedOn.set(connection, known);
  }
  const execute = `execute ${statement.name}${literals.length > 0 ? `(${literals.join(', ')})` : ''}`;
  if (known.has(statement.name)) return { text: execute, results: 1 };
  known.add(statement.name);
  return { text: `${statement.prepare};\n${execute}`, results: 2 };
}
