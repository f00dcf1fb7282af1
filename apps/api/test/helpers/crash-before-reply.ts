import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Loaded into an API process by the crash test (`--import`). Once a request carrying `x-crash-before-reply`
 * has arrived, the first transaction that inserts an action kills the process with SIGKILL as soon as its
 * COMMIT has returned: after the operation is durable, before anything else the call would do (storing an
 * answer in a later statement, writing the reply). On both drivers, without touching the registry's code.
 */
let armed = false;
const inserts = (text: unknown) => typeof text === 'string' && /insert into "?actions"?\s/i.test(text);
// COMMIT alone (drizzle) or as the last statement of a simple query (the claim's answer on PostgreSQL).
const commits = (text: unknown) => typeof text === 'string' && /(^|;)\s*commit\s*;?\s*$/i.test(text);
const die = () => process.kill(process.pid, 'SIGKILL');

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  const request = args[0] as http.IncomingMessage | undefined;
  if (event === 'request' && request?.headers['x-crash-before-reply']) armed = true;
  return (emit as (...all: unknown[]) => boolean).call(this, event, ...args);
} as typeof emit;

// node-postgres: BEGIN, the statements and COMMIT go on one pooled client.
const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
const startedAction = new WeakSet<object>();
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0];
  const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
  if (armed && inserts(text)) startedAction.add(this);
  const result = pgQuery.apply(this, args);
  if (commits(text) && startedAction.has(this) && result instanceof Promise) {
    return result.then((value: unknown) => {
      die();
      return value;
    });
  }
  return result;
} as typeof pg.Client.prototype.query;

// PGlite: drizzle runs the transaction through PGlite's own transaction(), which commits when it resolves.
const pgliteTransaction = PGlite.prototype.transaction;
PGlite.prototype.transaction = async function <T>(
  this: PGlite,
  callback: Parameters<typeof pgliteTransaction<T>>[0],
) {
  let sawAction = false;
  const result = await pgliteTransaction.call(this, (tx) => {
    const query = tx.query.bind(tx);
    tx.query = ((text: string, ...rest: unknown[]) => {
      if (armed && inserts(text)) sawAction = true;
      return (query as (...all: unknown[]) => unknown)(text, ...rest);
    }) as typeof tx.query;
    return callback(tx);
  });
  if (sawAction) die();
  return result as T;
};
