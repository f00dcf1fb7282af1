import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';
import { idempotencyKeys } from '../../db/schema';

/** A call's Idempotency-Key and what it asks, to claim the key with. */
export interface KeyClaim {
  userId: string;
  key: string;
  method: string;
  path: string;
  /** sha-256 of the method, path and body: the same key with another request is refused. */
  requestHash: string;
}

/** An answer as stored under its key and replayed as it is. */
export interface StoredAnswer {
  contentType: string | null;
  /** The body as the text sent (older rows: a JSON value), or null. */
  body: unknown;
  /** The answer's field left out because it held a secret shown only once (routes' `secretShownOnce`). */
  withheld?: string;
}

// Every keyed call runs this one, written by hand and prepared once per connection (db/prepared-rows.ts).
// The key's row is written once, with its answer, as the call's last write: a concurrent call with the same
// key that wrote it first holds the row until it ends, so this insert waits for it, then finds it taken if
// that call committed. Whether a key is taken already is read with the session (auth/find-session.ts).
const ANSWER = preparedStatement(
  'idempotency.answer',
  `insert into idempotency_keys (user_id, key, method, path, request_hash, status_code, response)
   values ($1::uuid, $2, $3, $4, $5, $6::int, $7::jsonb)
   on conflict do nothing
   returning key`,
);

const answerValues = (claim: KeyClaim, statusCode: number, answer: StoredAnswer) => [
  claim.userId,
  claim.key,
  claim.method,
  claim.path,
  claim.requestHash,
  statusCode,
  JSON.stringify(answer),
];

/**
 * The key's row with the call's answer, as the last write of the call's transaction: false when a concurrent
 * call with the same key committed its own first, in which case the caller rolls its work back and replays
 * that answer. No key is ever written without its answer.
 */
export async function storeAnswer(
  tx: Tx,
  claim: KeyClaim,
  statusCode: number,
  answer: StoredAnswer,
): Promise<boolean> {
  const stored = await preparedRows<{ key: string }>(tx, ANSWER, answerValues(claim, statusCode, answer));
  return stored.length > 0;
}

/** A refusal (whose work was rolled back) stored under its key on its own; false when the key was taken. */
export async function storeRefusal(
  db: Db,
  claim: KeyClaim,
  statusCode: number,
  body: string,
): Promise<boolean> {
  const answer: StoredAnswer = { contentType: 'application/json; charset=utf-8', body };
  const stored = await preparedRows<{ key: string }>(db, ANSWER, answerValues(claim, statusCode, answer));
  return stored.length > 0;
}

/** The user's key as stored (taken by a committed call), if it is. */
export async function storedKeyOf(db: Db, userId: string, key: string) {
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return existing;
}
