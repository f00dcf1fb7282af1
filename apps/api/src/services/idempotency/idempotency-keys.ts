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

// Every keyed call runs these two: written by hand and prepared once per connection (db/prepared-rows.ts).
const CLAIM = preparedStatement(
  'idempotency.claim',
  `insert into idempotency_keys (user_id, key, method, path, request_hash)
   values ($1::uuid, $2, $3, $4, $5)
   on conflict do nothing
   returning key`,
);
const ANSWER = preparedStatement(
  'idempotency.answer',
  `update idempotency_keys set status_code = $3::int, response = $4::jsonb
    where user_id = $1::uuid and key = $2`,
);
const REFUSAL = preparedStatement(
  'idempotency.refusal',
  `insert into idempotency_keys (user_id, key, method, path, request_hash, status_code, response)
   values ($1::uuid, $2, $3, $4, $5, $6::int, $7::jsonb)
   on conflict do nothing
   returning key`,
);

const claimValues = (claim: KeyClaim) => [
  claim.userId,
  claim.key,
  claim.method,
  claim.path,
  claim.requestHash,
];

/**
 * The key's row, as the first write of the call's transaction: false when the key is taken. A concurrent
 * call that claimed the same key holds its row until it ends, so this insert waits for it: taken if it
 * committed, claimed here if it rolled back. No claim is ever committed without its answer.
 */
export async function claimKey(tx: Tx, claim: KeyClaim): Promise<boolean> {
  const claimed = await preparedRows<{ key: string }>(tx, CLAIM, claimValues(claim));
  return claimed.length > 0;
}

/** The answer, written into the claimed row in the call's transaction. */
export async function storeAnswer(
  tx: Tx,
  claim: KeyClaim,
  statusCode: number,
  answer: StoredAnswer,
): Promise<void> {
  await preparedRows(tx, ANSWER, [claim.userId, claim.key, statusCode, JSON.stringify(answer)]);
}

/** A refusal (whose work was rolled back) stored under its key on its own; false when the key was taken. */
export async function storeRefusal(
  db: Db,
  claim: KeyClaim,
  statusCode: number,
  body: string,
): Promise<boolean> {
  const answer: StoredAnswer = { contentType: 'application/json; charset=utf-8', body };
  const stored = await preparedRows(db, REFUSAL, [...claimValues(claim), statusCode, JSON.stringify(answer)]);
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
