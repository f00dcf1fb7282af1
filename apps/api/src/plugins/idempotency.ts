import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { outsideRequestTransaction, runInRequestTransaction } from '../db/request-transaction';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors/app-error';
import { retryTransient } from '../db/transient-retry';
import { openingLockOf } from '../db/opening-lock';
import { canonicalJson } from '../services/events/canonical-event';
import { sessionOfRow, touchToken } from '../services/auth/find-session';
import { authenticateAs } from './authenticate';
import {
  idempotencyKeyOf,
  MAX_KEY_LENGTH,
  openClaim,
  KeyTakenMeanwhile,
  openClaimWithSession,
  type OpenClaim,
  type StoredResponse,
} from './idempotent-claim';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer's field that holds a secret shown only once (a new API token). The stored answer leaves it
     * out, since only a secret's hash may be kept (decision 001), and a replay answers 409 with
     * `replay(the rest of the answer)` (decision 078).
     */
    secretShownOnce?: { field: string; replay: (answer: Record<string, unknown>) => string };
  }
  interface FastifyRequest {
    /** Set when this request claimed its Idempotency-Key: its answer commits with its work. */
    idempotencyClaim: OpenClaim | null;
    /** The token whose last use this call records after answering (read with its claim: last_used_due). */
    tokenUseDue: string | null;
  }
}

/**
 * The same key with another request is refused. A multipart body is streamed by its handler after this
 * hook, and its boundary changes on every retry, so for uploads the method and path are what is compared.
 */
function requestHashOf(request: FastifyRequest): string {
  const path = request.url;
  const body = request.isMultipart?.() ? 'multipart' : canonicalJson(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${path}\n${body}`).digest('hex');
}

/** The stored answer's status and headers set on the reply; its body, if it had one. */
function replayed(reply: FastifyReply, statusCode: number, stored: StoredResponse): string | null {
  reply.code(statusCode).header('idempotent-replayed', 'true');
  const shownOnce = reply.request.routeOptions.config.secretShownOnce;
  if (stored.withheld && shownOnce) return secretNotShownAgain(reply, stored, shownOnce.replay);
  if (stored.body === null || stored.body === undefined) return null;
  if (stored.contentType) reply.header('content-type', stored.contentType);
  return typeof stored.body === 'string' ? stored.body : JSON.stringify(stored.body);
}

function replay(reply: FastifyReply, statusCode: number, stored: StoredResponse): FastifyReply {
  const body = replayed(reply, statusCode, stored);
  return body === null ? reply.send() : reply.send(body);
}

/**
 * The replay of a call whose answer held a secret: the call was done, but the secret is not kept to be shown
 * again. 409 with the error shape, naming what was made, so the client can revoke it and make another.
 */
function secretNotShownAgain(
  reply: FastifyReply,
  stored: StoredResponse,
  message: (answer: Record<string, unknown>) => string,
): string {
  // Text as sent, or (rows older than issue 13's change, rewritten by migration 0019) a JSON value.
  const answer = (typeof stored.body === 'string' ? JSON.parse(stored.body) : (stored.body ?? {})) as Record<
    string,
    unknown
  >;
  const errorId = randomUUID();
  reply.code(409).header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify({ statusCode: 409, message: message(answer), errorId });
}

/**
 * The answer as it is stored: its body as the text sent (a JSON answer is not parsed and written again:
 * issue 13), replayed as it is. Rows stored before hold JSON bodies as values; replay reads both. A secret
 * shown once is left out (secretShownOnce).
 */
function storedOf(reply: FastifyReply, payload: unknown): StoredResponse {
  const contentType = (reply.getHeader('content-type') as string | undefined) ?? null;
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  const secret = reply.request.routeOptions.config.secretShownOnce?.field;
  if (secret && text && reply.statusCode < 300) {
    const { [secret]: _withheld, ...rest } = JSON.parse(text) as Record<string, unknown>;
    return { contentType, body: JSON.stringify(rest), withheld: secret };
  }
  return { contentType, body: text === null || text === '' ? null : text };
}

/**
 * DESIGN §4: every mutating /api call may carry an Idempotency-Key. The call then runs in one transaction
 * whose work and the key's row with its answer (db/request-transaction.ts: the services' own transactions
 * run inside it) commit together, once, or not at all. A replay gets the stored answer back, even after the
 * process died between the commit and the reply; the same key with a different body gets 422. A duplicate
 * arriving while the first still runs gets the first's answer: on PostgreSQL both run and the one that
 * commits second finds the key taken at its commit, rolls back and answers the stored answer (the key is
 * written once, at the end: issue 13); on PGlite the claim is the transaction's first row and the duplicate
 * waits for it. The rows live in PostgreSQL, so this holds across any number of API processes.
 */
async function idempotency(app: FastifyInstance): Promise<void> {
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('tokenUseDue', null);
  const db = app.database.db;

  /** The user's key as stored (taken by a committed call), if it is. */
  async function storedKeyOf(userId: string, key: string) {
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return existing;
  }

  /**
   * A retry later than the answers are kept (decision 083): the call was done once and is not done again,
   * and the client is told what it was and how it ended.
   */
  function answerForgotten(existing: typeof idempotencyKeys.$inferSelect): AppError {
    const days = app.config.idempotentAnswersKeptDays;
    const usedOn = existing.createdAt.toISOString().slice(0, 10);
    return AppError.conflict(
      `This Idempotency-Key was used on ${usedOn} for ${existing.method} ${existing.path}, which answered ` +
        `${existing.statusCode}; answers are kept ${days} days, so it cannot be shown again, and the request ` +
        'was not run a second time',
      { key: existing.key, usedAt: existing.createdAt.toISOString(), statusCode: existing.statusCode },
    );
  }

  /** Claims the key (the request transaction then stays open) or answers from the stored row. */
  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply): Promise<OpenClaim | null> {
    const key = idempotencyKeyOf(request);
    if (key === undefined || (!request.auth && !request.deferredSession)) return null;
    if (!key || key.length > MAX_KEY_LENGTH) {
      throw AppError.badRequest(`Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`);
    }
    const requestHash = requestHashOf(request);
    const call = { key, method: request.method, path: request.url, requestHash };
    let claim: OpenClaim | null;
    let userId: string;
    const tokenHash = request.deferredSession;
    const pool = app.database.pool;
    if (tokenHash && pool) {
      // The session is read with BEGIN and the claim (authenticate.ts left it for this round trip).
      request.deferredSession = null;
      const opened = await openClaimWithSession(db, pool, tokenHash, call, openingLockOf(request));
      const session = sessionOfRow(opened.session);
      authenticateAs(request, session);
      // Recorded once the call has answered (onResponse below), on the pool as authentication does: not
      // now, while the call holds its connection in the open claim. Every call of a pool's worth whose token
      // was due (a token's first minute, and each minute after) then waited for a connection none of them
      // would let go: all of them stalled 10 s and answered 503 (seen at the ledger benchmark's start).
      if (opened.session?.last_used_due) request.tokenUseDue = session.token.id;
      userId = session.user.id;
      claim = opened.claim;
    } else {
      if (!request.auth) return null;
      userId = request.auth.user.id;
      claim = await openClaim(db, { ...call, userId }, pool, openingLockOf(request));
    }
    if (claim) return claim;

    const existing = await storedKeyOf(userId, key);
    if (!existing) throw AppError.conflict('This Idempotency-Key is being reused right now; retry shortly');
    if (existing.requestHash !== requestHash) {
      throw new AppError('unprocessable', 'This Idempotency-Key was used for a different request', { key });
    }
    // Only a row written before claims and answers shared a transaction can lack its answer.
    if (existing.statusCode === null) {
      throw AppError.conflict('A request with this Idempotency-Key did not complete', { key });
    }
    if (existing.response === null) throw answerForgotten(existing);
    replay(reply, existing.statusCode, existing.response as StoredResponse);
    return null;
  }

  // The operation of a keyed call runs again, from its claim, when it loses a race that changed nothing
  // (a deadlock, a serialization failure, AppError.raceLost): the client gets the outcome of a fair attempt
  // rather than a 409 asking it to retry. Only handlers that return a promise are wrapped (a callback-style
  // handler answers through reply and is left as it is).
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function retriedHandler(this: FastifyInstance, request, reply) {
      const first: unknown = handler.call(this, request, reply);
      if (!(first instanceof Promise)) return first;
      return retryTransient(
        (attempt) => (attempt === 1 ? first : (handler.call(this, request, reply) as Promise<unknown>)),
        {
          mayRetry: () => request.idempotencyClaim !== null && !reply.sent,
          rewind: () => request.idempotencyClaim!.rewind(),
        },
      );
    };
  });

  // A callback hook: the handler must run inside the request transaction's async context, which an async
  // hook's continuation would not carry into the route.
  app.addHook('preHandler', (request, reply, done) => {
    claimOrReplay(request, reply).then(
      (claim) => {
        if (reply.sent) return;
        if (!claim) return done();
        request.idempotencyClaim = claim;
        runInRequestTransaction(claim.request, () => done());
      },
      (error: unknown) => done(error as Error),
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    // A server failure is not an answer worth keeping: everything rolls back and a retry runs afresh.
    if (reply.statusCode >= 500) {
      await claim.close(null);
      return payload;
    }
    try {
      await claim.close({ statusCode: reply.statusCode, stored: storedOf(reply, payload) });
    } catch (error) {
      if (!(error instanceof KeyTakenMeanwhile)) throw error;
      return answerOfConcurrentCall(request, reply);
    }
    await outsideRequestTransaction(() => Promise.all(claim.request.afterCommit.map((work) => work())));
    return payload;
  });

  /**
   * A duplicate that ran beside the first call and lost on the key at its commit (PostgreSQL: the key's row
   * is written with the answer, idempotent-claim.ts): its own work is rolled back, and it answers what the
   * first stored, as a replay would.
   */
  async function answerOfConcurrentCall(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<string | null> {
    const userId = request.auth?.user.id ?? '';
    const key = idempotencyKeyOf(request) ?? '';
    const existing = await storedKeyOf(userId, key);
    const stored = existing?.response as StoredResponse | undefined;
    if (existing?.requestHash === requestHashOf(request) && existing.statusCode !== null && stored) {
      const body = replayed(reply, existing.statusCode, stored);
      if (body === null) reply.removeHeader('content-type');
      return body;
    }
    // The same key with another body, sent at the same moment: the next try is told which (422).
    const errorId = randomUUID();
    request.log.info({ errorId, key }, 'A concurrent call with the same Idempotency-Key answered first');
    const message = 'This Idempotency-Key is being reused right now; retry shortly';
    reply.code(409).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ statusCode: 409, message, errorId });
  }

  // A call that ends without sending (its connection gone before the handler answered) must not keep a
  // transaction, and its pooled connection, open.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (claim) {
      request.idempotencyClaim = null;
      await claim.close(null);
    }
    const tokenId = request.tokenUseDue;
    if (tokenId) {
      request.tokenUseDue = null;
      // Last use is shown to the token's owner to the minute; a miss is made good by the next call.
      await touchToken(db, tokenId).catch((error: unknown) =>
        request.log.warn({ err: error }, "The token's last use was not recorded"),
      );
    }
  });
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['app-context', 'authenticate'] });
