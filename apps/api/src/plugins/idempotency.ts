import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors/app-error';
import { canonicalJson } from '../services/events/canonical-event';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request claimed its Idempotency-Key: its answer is stored for replays. */
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 200;
/** A claim whose request never answered (the process died) may be taken over after this long. */
const ABANDONED_AFTER = sql`now() - interval '2 minutes'`;

interface StoredResponse {
  contentType: string | null;
  body: unknown;
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

function replay(reply: FastifyReply, statusCode: number, stored: StoredResponse): FastifyReply {
  reply.code(statusCode).header('idempotent-replayed', 'true');
  if (stored.body === null || stored.body === undefined) return reply.send();
  if (stored.contentType) reply.header('content-type', stored.contentType);
  return reply.send(typeof stored.body === 'string' ? stored.body : JSON.stringify(stored.body));
}

/**
 * DESIGN §4: every mutating /api call may carry an Idempotency-Key. The first request with a key claims a
 * row in idempotency_keys (per user and key) before it runs and stores its answer; a replay gets that answer
 * back, the same key with a different body gets 422, and a duplicate arriving while the first still runs
 * gets 409. The rows live in PostgreSQL, so this holds across any number of API processes.
 */
async function idempotency(app: FastifyInstance): Promise<void> {
  app.decorateRequest('idempotencyClaim', null);
  const db = app.database.db;

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[HEADER];
    if (
      header === undefined ||
      !MUTATING.has(request.method) ||
      !request.url.startsWith('/api/') ||
      !request.auth
    )
      return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > MAX_KEY_LENGTH) {
      throw AppError.badRequest(`Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`);
    }
    const userId = request.auth.user.id;
    const requestHash = requestHashOf(request);
    // The claim commits without waiting for its WAL flush: the work that follows commits synchronously, and
    // WAL is flushed in order, so the claim is durable before any effect of the call is; a crash before that
    // loses both, and the retry runs afresh. This saves one disk flush per mutating call. One statement, its
    // own implicit transaction: set_config(..., true) lasts until that transaction's commit, which reads it,
    // so the claim costs one round trip instead of four (BEGIN, SET LOCAL, INSERT, COMMIT).
    const claimed = (await db.execute(sql`
      insert into ${idempotencyKeys} (user_id, key, method, path, request_hash)
      select ${userId}::uuid, ${key}::text, ${request.method}::text, ${request.url}::text, ${requestHash}::text
      from (select set_config('synchronous_commit', 'off', true) as setting) as relaxed
      where relaxed.setting = 'off'
      on conflict do nothing
      returning key`)) as unknown as { rows: { key: string }[] };
    if (claimed.rows.length > 0) {
      request.idempotencyClaim = { userId, key };
      return;
    }

    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!existing) throw AppError.conflict('This Idempotency-Key is being reused right now; retry shortly');
    if (existing.requestHash !== requestHash) {
      throw new AppError('unprocessable', 'This Idempotency-Key was used for a different request', { key });
    }
    if (existing.statusCode === null) {
      const takenOver = await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            isNull(idempotencyKeys.statusCode),
            lt(idempotencyKeys.createdAt, ABANDONED_AFTER),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (takenOver.length === 0) {
        throw AppError.conflict('A request with this Idempotency-Key is still being processed', { key });
      }
      request.idempotencyClaim = { userId, key };
      return;
    }
    return replay(reply, existing.statusCode, existing.response as StoredResponse);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    try {
      // A server failure is not an answer worth keeping: the client may retry with the same key.
      if (reply.statusCode >= 500) {
        await db.delete(idempotencyKeys).where(where);
        return payload;
      }
      const contentType = (reply.getHeader('content-type') as string | undefined) ?? null;
      const text =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      const isJson = contentType?.includes('json') ?? false;
      const body = text === null || text === '' ? null : isJson ? (JSON.parse(text) as unknown) : text;
      const stored: StoredResponse = { contentType, body };
      await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response: stored }).where(where);
    } catch (error) {
      request.log.error({ err: error }, 'storing the idempotent answer failed');
    }
    return payload;
  });
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['app-context', 'authenticate'] });
