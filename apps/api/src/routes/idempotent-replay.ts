import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { canonicalJson } from '../services/events/canonical-event';
import { storedKeyOf, type KeyClaim, type StoredAnswer } from '../services/idempotency/idempotency-keys';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer's field that holds a secret shown only once (a new API token). The stored answer leaves it
     * out, since only a secret's hash may be kept (decision 001), and a replay answers 409 with
     * `replay(the rest of the answer)` (decision 078).
     */
    secretShownOnce?: { field: string; replay: (answer: Record<string, unknown>) => string };
  }
}

const IDEMPOTENCY_HEADER = 'idempotency-key';
export const MAX_KEY_LENGTH = 200;

/**
 * The same key with another request is refused. A multipart body is streamed by its handler, and its
 * boundary changes on every retry, so for uploads the method and path are what is compared.
 */
function requestHashOf(request: FastifyRequest): string {
  const body = request.isMultipart?.() ? 'multipart' : canonicalJson(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/** The call's Idempotency-Key (the first, if sent twice) when it is one a key may be; undefined otherwise. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  return key && key.length <= MAX_KEY_LENGTH ? key : undefined;
}

/** The signed-in caller's Idempotency-Key (the first, if sent twice) and its request; null without one. */
export function keyClaimOf(request: FastifyRequest): KeyClaim | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined || !request.auth) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > MAX_KEY_LENGTH) {
    throw AppError.badRequest(`Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  const { method, url: path } = request;
  return { userId: request.auth.user.id, key, method, path, requestHash: requestHashOf(request) };
}

/**
 * The answer as it is stored: its body as the text sent, replayed as it is. A secret shown once is left out
 * (secretShownOnce).
 */
export function storedOf(reply: FastifyReply, text: string): StoredAnswer {
  if (text === '') return { contentType: null, body: null };
  const contentType = 'application/json; charset=utf-8';
  const secret = reply.request.routeOptions.config.secretShownOnce?.field;
  if (secret && text && reply.statusCode < 300) {
    const { [secret]: _withheld, ...rest } = JSON.parse(text) as Record<string, unknown>;
    return { contentType, body: JSON.stringify(rest), withheld: secret };
  }
  return { contentType, body: text };
}

/** The answer a committed call with this key stored, as a replay; or why it cannot be given. */
export async function replayStored(
  request: FastifyRequest,
  reply: FastifyReply,
  claim: KeyClaim,
): Promise<FastifyReply> {
  const existing = await storedKeyOf(request.server.database.db, claim.userId, claim.key);
  if (!existing) throw AppError.conflict('This Idempotency-Key is being reused right now; retry shortly');
  if (existing.requestHash !== claim.requestHash) {
    throw new AppError('unprocessable', 'This Idempotency-Key was used for a different request', {
      key: claim.key,
    });
  }
  // Only a row written before claims and answers shared a transaction can lack its answer.
  if (existing.statusCode === null) {
    throw AppError.conflict('A request with this Idempotency-Key did not complete', { key: claim.key });
  }
  if (existing.response === null) throw answerForgotten(request, existing);
  const stored = existing.response as StoredAnswer;
  reply.code(existing.statusCode).header('idempotent-replayed', 'true');
  const shownOnce = request.routeOptions.config.secretShownOnce;
  if (stored.withheld && shownOnce) return secretNotShownAgain(reply, stored, shownOnce.replay);
  if (stored.body === null || stored.body === undefined) return reply.send();
  if (stored.contentType) reply.header('content-type', stored.contentType);
  return reply.send(typeof stored.body === 'string' ? stored.body : JSON.stringify(stored.body));
}

/**
 * A retry later than the answers are kept (decision 083): the call was done once and is not done again,
 * and the client is told what it was and how it ended.
 */
function answerForgotten(
  request: FastifyRequest,
  existing: NonNullable<Awaited<ReturnType<typeof storedKeyOf>>>,
): AppError {
  const days = request.server.config.idempotentAnswersKeptDays;
  const usedOn = existing.createdAt.toISOString().slice(0, 10);
  return AppError.conflict(
    `This Idempotency-Key was used on ${usedOn} for ${existing.method} ${existing.path}, which answered ` +
      `${existing.statusCode}; answers are kept ${days} days, so it cannot be shown again, and the request ` +
      'was not run a second time',
    { key: existing.key, usedAt: existing.createdAt.toISOString(), statusCode: existing.statusCode },
  );
}

/**
 * The replay of a call whose answer held a secret: the call was done, but the secret is not kept to be shown
 * again. 409 with the error shape, naming what was made, so the client can revoke it and make another.
 */
function secretNotShownAgain(
  reply: FastifyReply,
  stored: StoredAnswer,
  message: (answer: Record<string, unknown>) => string,
): FastifyReply {
  // Text as sent, or (rows older than issue 13's change, rewritten by migration 0019) a JSON value.
  const answer = (typeof stored.body === 'string' ? JSON.parse(stored.body) : (stored.body ?? {})) as Record<
    string,
    unknown
  >;
  const errorId = randomUUID();
  reply.code(409).header('content-type', 'application/json; charset=utf-8');
  return reply.send(JSON.stringify({ statusCode: 409, message: message(answer), errorId }));
}
