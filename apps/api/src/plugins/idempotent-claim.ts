import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { RequestTransaction } from '../db/request-transaction';
import { idempotencyKeys } from '../db/schema';

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

class KeyTaken extends Error {}
class ClaimAbandoned extends Error {}

/**
 * Opens the call's transaction with the key's claim as its first row. A claim by a concurrent call with the
 * same key makes this insert wait for that call's commit (then the key is taken: `null`, read its answer)
 * or rollback (then the key is free and this call claims it). No claim is ever committed without its
 * answer, so no retry, however late, can find a half state.
 */
export function openClaim(db: Db, claim: ClaimRequest): Promise<OpenClaim | null> {
  return new Promise((resolveOpened, rejectOpened) => {
    let answer!: (value: Answer | null) => void;
    const answered = new Promise<Answer | null>((resolve) => (answer = resolve));
    let opened = false;
    const committed = db.transaction(async (tx) => {
      const claimed = await queryRows<{ key: string }>(
        tx,
        sql`insert into ${idempotencyKeys} (user_id, key, method, path, request_hash)
            values (${claim.userId}::uuid, ${claim.key}, ${claim.method}, ${claim.path}, ${claim.requestHash})
            on conflict do nothing
            returning key`,
      );
      if (claimed.length === 0) throw new KeyTaken();
      // What a refusal rolls back to: the call's writes go, the claim stays to carry the refusal.
      await tx.execute(sql`savepoint claimed`);
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
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: outcome.statusCode, response: outcome.stored })
        .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    });
    committed.catch((error: unknown) => {
      if (opened) return;
      if (error instanceof KeyTaken) resolveOpened(null);
      else rejectOpened(error);
    });
  });
}
