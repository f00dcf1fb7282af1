import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Db } from '../db/client';
import { transactionOnConnection } from '../db/connection-transaction';
import { executeSql, preparedRows, preparedStatement, sqlLiteral, sqlStatement } from '../db/prepared-rows';
import { forgetOpeningLock, openingLockSql, rememberOpeningLock, type OpeningLock } from '../db/opening-lock';
import { isTransientFailure } from '../db/transient-retry';
import type { RequestTransaction } from '../db/request-transaction';
import { SESSION_WITH_KEY_SQL, type SessionRow } from '../services/auth/find-session';

export const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const MAX_KEY_LENGTH = 200;

/** The Idempotency-Key a mutating /api call carries (the first, if sent twice), or undefined. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined || !MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
  return Array.isArray(header) ? header[0] : header;
}

/** A call whose key will be claimed: its session can be read in the claim's round trip. */
export function claimCanCarrySession(request: FastifyRequest): boolean {
  const key = idempotencyKeyOf(request);
  return key !== undefined && key.length > 0 && key.length <= MAX_KEY_LENGTH;
}

export interface StoredResponse {
  contentType: string | null;
  body: unknown;
  /** The answer's field left out because it held a secret shown only once (routes' `secretShownOnce`). */
  withheld?: string;
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
  /**
   * Undoes everything the call did since its claim (ROLLBACK TO SAVEPOINT claimed, the after-commit work
   * it queued dropped), so that the operation can run again in the same transaction after losing a race.
   */
  rewind(): Promise<void>;
}

async function rewindToClaim(request: RequestTransaction): Promise<void> {
  await request.tx.execute(sql`rollback to savepoint claimed`);
  forgetOpeningLock(request.tx);
  request.afterCommit.length = 0;
  request.closing.length = 0;
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

/**
 * PostgreSQL's connection path (openOnConnection) writes a key's row once, with its answer, at the call's
 * end: its opening round trip only looks for the key (a replay; with a bearer token, in the session's
 * statement: SESSION_WITH_KEY_SQL), and the insert at the end is what a concurrent duplicate loses on, at
 * its commit, on the key's primary key (issue 13, decision 061: the claim's insert and the answer's update
 * were two row versions, a savepoint and a foreign-key check a call). Simple queries: EXECUTE reuses their
 * plans.
 */
const KEY_TAKEN_SQL = sqlStatement(
  'safc_key_taken',
  ['uuid', 'text'],
  'select key from idempotency_keys where user_id = $1 and key = $2',
);
const STORE_ANSWER_SQL = sqlStatement(
  'safc_store_answer',
  ['uuid', 'text', 'text', 'text', 'text', 'int', 'jsonb'],
  `insert into idempotency_keys (user_id, key, method, path, request_hash, status_code, response)
   values ($1, $2, $3, $4, $5, $6, $7)`,
);

/** The request's closing statements (the call's work's last) as EXECUTEs, each followed by `;`. */
function closingSql(connection: pg.PoolClient, request: RequestTransaction): string {
  return request.closing
    .map((closing) => {
      const values = closing.values();
      const literals = values?.map((value) => (value === null ? 'null' : sqlLiteral(value)));
      return literals ? `${executeSql(connection, closing.sql, literals)};\n` : '';
    })
    .join('');
}

/**
 * Thrown by `close` when a concurrent call with the same key committed its answer first: this call's work
 * was rolled back, and the stored answer is the one to give (plugins/idempotency.ts).
 */
export class KeyTakenMeanwhile extends Error {
  constructor() {
    super('The Idempotency-Key was answered by a concurrent call');
  }
}

const isKeyConflict = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'idempotency_keys_user_id_key_pk';

class KeyTaken extends Error {}
class ClaimAbandoned extends Error {}

/**
 * Opens the call's transaction with the key's claim as its first row. A claim by a concurrent call with the
 * same key makes this insert wait for that call's commit (then the key is taken: `null`, read its answer)
 * or rollback (then the key is free and this call claims it). No claim is ever committed without its
 * answer, so no retry, however late, can find a half state.
 */
export function openClaim(
  db: Db,
  claim: ClaimRequest,
  pool?: pg.Pool,
  opening?: OpeningLock,
): Promise<OpenClaim | null> {
  if (pool) return openClaimOnConnection(db, pool, claim, opening);
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
      const request: RequestTransaction = { tx, open: true, afterCommit: [], closing: [] };
      opened = true;
      resolveOpened({
        request,
        rewind: () => rewindToClaim(request),
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
      else {
        for (const closing of request.closing) {
          const values = closing.values();
          if (values) await preparedRows(tx, closing.prepared, values);
        }
      }
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
 * On PostgreSQL, in two round trips (issue 13): BEGIN and the look for the key travel as one simple query,
 * and so do the key's row with its answer and COMMIT (decision 061). A simple query carries no parameters,
 * so the values are written into it as literals (sqlLiteral); a failure part-way stops the rest of the
 * query, and the transaction is then rolled back and its connection dropped. PGlite (one connection, its own
 * transaction lock) takes the path above: the claim first, the answer written into it.
 */
async function openClaimOnConnection(
  db: Db,
  pool: pg.Pool,
  claim: ClaimRequest,
  opening: OpeningLock | undefined,
): Promise<OpenClaim | null> {
  const opened = await openOnConnection(
    db,
    pool,
    claim,
    (connection) => executeSql(connection, KEY_TAKEN_SQL, [sqlLiteral(claim.userId), sqlLiteral(claim.key)]),
    (results) => (results.at(-1)?.rowCount === 0 ? claim.userId : null),
    opening,
  );
  return opened.claim;
}

export interface ClaimWithSession {
  /** The bearer token's session row (SESSION_TEXT), or none: the caller answers 401 (sessionOfRow). */
  session: SessionRow | undefined;
  /** The open claim; null when the key is taken, or when there is no active session (nothing claimed). */
  claim: OpenClaim | null;
}

/**
 * The caller's session and the claim in the claim's one round trip (issue 13): BEGIN, and the session query
 * (the text authentication runs) with the look for the token's user's key. Without an active session the
 * transaction is rolled back and nothing is claimed.
 */
export async function openClaimWithSession(
  db: Db,
  pool: pg.Pool,
  tokenHash: string,
  claim: Omit<ClaimRequest, 'userId'>,
  opening?: OpeningLock,
): Promise<ClaimWithSession> {
  const literal = sqlLiteral;
  const hash = literal(tokenHash);
  let session: SessionRow | undefined;
  const opened = await openOnConnection(
    db,
    pool,
    (userId) => ({ ...claim, userId }),
    (connection) => executeSql(connection, SESSION_WITH_KEY_SQL, [hash, literal(claim.key)]),
    (results) => {
      // The session's row (the results also hold its PREPARE the first time on a connection).
      session = results.at(-1)?.rows[0] as SessionRow | undefined;
      // A read-only API token claims nothing: authenticateAs refuses its call (decision 091).
      return session?.status === 'active' && session.token_scope !== 'read' && !session.key_taken
        ? session.user_id
        : null;
    },
    opening,
  );
  return { session, claim: opened.claim };
}

/**
 * BEGIN, `statements` (which look for the key) and the route's opening lock (db/opening-lock.ts) in one
 * simple query on a connection of the pool; `claimantOf` reads from the statements' results who claims the
 * key (null: the key is taken, or there is nobody: roll back). A free key opens the claim: the call's
 * transaction, which keeps the connection until `close` writes the key's row with the answer and commits.
 * Otherwise the connection goes back to the pool. When the opening lock loses a race (a deadlock, a
 * serialization failure), everything is rolled back and the call opens again without it: its service then
 * takes the lock in its own query, where a lost race is run again from the claim.
 */
async function openOnConnection(
  db: Db,
  pool: pg.Pool,
  claimOf: ClaimRequest | ((userId: string) => ClaimRequest),
  statements: (connection: pg.PoolClient) => string,
  claimantOf: (results: pg.QueryResult[]) => string | null,
  opening?: OpeningLock,
): Promise<{ claim: OpenClaim | null }> {
  try {
    return await openOnConnectionOnce(db, pool, claimOf, statements, claimantOf, opening);
  } catch (error) {
    if (!opening || !isTransientFailure(error)) throw error;
    return openOnConnectionOnce(db, pool, claimOf, statements, claimantOf, undefined);
  }
}

async function openOnConnectionOnce(
  db: Db,
  pool: pg.Pool,
  claimOf: ClaimRequest | ((userId: string) => ClaimRequest),
  statements: (connection: pg.PoolClient) => string,
  claimantOf: (results: pg.QueryResult[]) => string | null,
  opening: OpeningLock | undefined,
): Promise<{ claim: OpenClaim | null }> {
  const connection = await pool.connect();
  // Rolled back and returned to the pool, or dropped when something failed on it.
  const abandon = async (error?: Error) => {
    const rolledBack = await connection.query('rollback').then(
      () => true,
      () => false,
    );
    connection.release(error ?? (rolledBack ? undefined : true));
  };
  let claim: ClaimRequest | null = null;
  let openingRows: ReturnType<ReturnType<typeof openingLockSql>['rowsOf']> | undefined;
  try {
    const text = statements(connection);
    const lock = opening && openingLockSql(connection, opening);
    const results = (await connection.query(
      `begin;
       ${text}${lock ? `;\n${lock.text}` : ''}`,
    )) as unknown as pg.QueryResult[];
    const opened = lock ? results.slice(0, -lock.results) : results;
    const userId = claimantOf(opened.slice(1));
    if (userId !== null) {
      claim = typeof claimOf === 'function' ? claimOf(userId) : claimOf;
      openingRows = lock?.rowsOf(results);
    }
  } catch (error) {
    await abandon(error as Error);
    throw error;
  }
  if (!claim) {
    await abandon();
    return { claim: null };
  }
  const { userId, key, method, path, requestHash } = claim;
  const request: RequestTransaction = {
    tx: transactionOnConnection(db, connection),
    open: true,
    afterCommit: [],
    closing: [],
  };
  if (opening && openingRows) rememberOpeningLock(request.tx, opening, openingRows.rows, openingRows.read);
  return {
    claim: {
      request,
      // No savepoint to go back to: the claim wrote nothing, so the whole transaction goes and a new one
      // begins on the same connection.
      rewind: async () => {
        await connection.query('rollback; begin');
        forgetOpeningLock(request.tx);
        request.afterCommit.length = 0;
        request.closing.length = 0;
      },
      close: async (answer) => {
        request.open = false;
        if (answer === null) return abandon();
        if (!Number.isInteger(answer.statusCode)) throw new Error(`idempotency: status ${answer.statusCode}`);
        const store = executeSql(connection, STORE_ANSWER_SQL, [
          sqlLiteral(userId),
          sqlLiteral(key),
          sqlLiteral(method),
          sqlLiteral(path),
          sqlLiteral(requestHash),
          String(answer.statusCode),
          sqlLiteral(JSON.stringify(answer.stored)),
        ]);
        try {
          // A refusal keeps nothing of the call's work: rolled back, its answer stored on its own (the rest of
          // a simple query after ROLLBACK runs as one implicit transaction).
          await connection.query(
            answer.statusCode >= 400
              ? `rollback;\n${store}`
              : `${closingSql(connection, request)}${store};\ncommit`,
          );
        } catch (error) {
          await abandon(error as Error);
          throw isKeyConflict(error) ? new KeyTakenMeanwhile() : error;
        }
        connection.release();
      },
    },
  };
}
