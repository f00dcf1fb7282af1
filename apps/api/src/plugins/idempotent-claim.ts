import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client';
import { transactionOnConnection } from '../db/connection-transaction';
import { preparedRows, preparedStatement } from '../db/prepared-rows';
import type { RequestTransaction } from '../db/request-transaction';

export interface StoredResponse {
  contentType: string | null;
  body: unknown;
}

export interface Answer {
  statusCode: number;
  stored: StoredResponse;
}

export interface ClaimRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

/** A claimed key: its request transaction is open until `close` commits the answer with the work. */
export interface OpenClaim {
  request: RequestTransaction;
  /**
   * A success or a refusal (4xx) commits the claim with its answer; a refusal first rolls back whatever the
   * call wrote. `null` (a server failure) rolls everything back, leaving the key free for a retry. Rejects
   * when the commit fails: the call must then not answer as if it had succeeded.
   */
  close(answer: Answer | null): Promise<void>;
}

// Every call with a key runs these three: written by hand and prepared once per connection (issue 13).
const CLAIM = preparedStatement(
  'idempotency.claim',
  `insert into idempotency_keys (user_id, key, method, path, request_hash)
   values ($1::uuid, $2, $3, $4, $5)
   on conflict do nothing
   returning key`,
);
const SAVEPOINT = preparedStatement('idempotency.savepoint', 'savepoint claimed');
const ANSWER = preparedStatement(
  'idempotency.answer',
  `update idempotency_keys set status_code = $3::int, response = $4::jsonb
    where user_id = $1::uuid and key = $2`,
);

class KeyTaken extends Error {}
class ClaimAbandoned extends Error {}

/**
 * Opens the call's transaction with the key's claim as its first row. A claim by a concurrent call with the
 * same key makes this insert wait for that call's commit (then the key is taken: `null`, read its answer)
 * or rollback (then the key is free and this call claims it). No claim is ever committed without its
 * answer, so no retry, however late, can find a half state.
 */
export function openClaim(db: Db, claim: ClaimRequest, pool?: pg.Pool): Promise<OpenClaim | null> {
  if (pool) return openClaimOnConnection(db, pool, claim);
  return new Promise((resolveOpened, rejectOpened) => {
    let answer!: (value: Answer | null) => void;
    const answered = new Promise<Answer | null>((resolve) => (answer = resolve));
    let opened = false;
    const committed = db.transaction(async (tx) => {
      const claimed = await preparedRows<{ key: string }>(tx, CLAIM, [
        claim.userId,
        claim.key,
        claim.method,
        claim.path,
        claim.requestHash,
      ]);
      if (claimed.length === 0) throw new KeyTaken();
      // What a refusal rolls back to: the call's writes go, the claim stays to carry the refusal.
      await preparedRows(tx, SAVEPOINT, []);
      const request: RequestTransaction = { tx, open: true, afterCommit: [] };
      opened = true;
      resolveOpened({
        request,
        close: async (value) => {
          request.open = false;
          answer(value);
          await committed.catch((error: unknown) => {
            if (!(error instanceof ClaimAbandoned)) throw error;
          });
        },
      });
      const outcome = await answered;
      if (outcome === null) throw new ClaimAbandoned();
      if (outcome.statusCode >= 400) await tx.execute(sql`rollback to savepoint claimed`);
      await preparedRows(tx, ANSWER, [
        claim.userId,
        claim.key,
        outcome.statusCode,
        JSON.stringify(outcome.stored),
      ]);
    });
    committed.catch((error: unknown) => {
      if (opened) return;
      if (error instanceof KeyTaken) resolveOpened(null);
      else rejectOpened(error);
    });
  });
}

/**
 * The same on PostgreSQL, in two round trips instead of five (issue 13): BEGIN, the claim and the savepoint
 * travel as one simple query, and so do the answer and COMMIT (a refusal's ROLLBACK TO SAVEPOINT too). A
 * simple query carries no parameters, so the values are written into it as literals quoted by the driver's
 * escapeLiteral; a failure part-way stops the rest of the query, and the transaction is then rolled back
 * and its connection dropped. PGlite (one connection, its own transaction lock) takes the path above.
 */
async function openClaimOnConnection(db: Db, pool: pg.Pool, claim: ClaimRequest): Promise<OpenClaim | null> {
  const connection = await pool.connect();
  const literal = (value: string) => connection.escapeLiteral(value);
  // Rolled back and returned to the pool, or dropped when something failed on it.
  const abandon = async (error?: Error) => {
    const rolledBack = await connection.query('rollback').then(
      () => true,
      () => false,
    );
    connection.release(error ?? (rolledBack ? undefined : true));
  };
  let claimed: boolean;
  try {
    const results = (await connection.query(
      `begin;
       insert into idempotency_keys (user_id, key, method, path, request_hash)
       values (${literal(claim.userId)}::uuid, ${literal(claim.key)}, ${literal(claim.method)},
               ${literal(claim.path)}, ${literal(claim.requestHash)})
       on conflict do nothing
       returning key;
       savepoint claimed`,
    )) as unknown as pg.QueryResult[];
    claimed = (results[1]?.rowCount ?? 0) > 0;
  } catch (error) {
    await abandon(error as Error);
    throw error;
  }
  if (!claimed) {
    await abandon();
    return null;
  }
  const request: RequestTransaction = {
    tx: transactionOnConnection(db, connection),
    open: true,
    afterCommit: [],
  };
  return {
    request,
    close: async (answer) => {
      request.open = false;
      if (answer === null) return abandon();
      if (!Number.isInteger(answer.statusCode)) throw new Error(`idempotency: status ${answer.statusCode}`);
      try {
        await connection.query(
          `${answer.statusCode >= 400 ? 'rollback to savepoint claimed;' : ''}
           update idempotency_keys set status_code = ${answer.statusCode},
                  response = ${literal(JSON.stringify(answer.stored))}::jsonb
            where user_id = ${literal(claim.userId)}::uuid and key = ${literal(claim.key)};
           commit`,
        );
      } catch (error) {
        await abandon(error as Error);
        throw error;
      }
      connection.release();
    },
  };
}
