import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Every mutating call honours its Idempotency-Key through keyedCall (routes/keyed-call.ts, docs/decisions/101).
// A route that forgets it would silently do the work again on a client's retry: nothing in the route's text
// shows it, so this guard makes it fail loudly instead, the first time a test or a client calls it with a key.

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by keyedCall: the call ran through it, so its Idempotency-Key was honoured. */
    madeThroughKeyedCall: boolean;
  }
  interface FastifyContextConfig {
    /**
     * A mutating route that is not a keyedCall says why here, and the guard lets it answer: the password
     * change (its refusal must keep the lockout's count, decision 101). Public routes need not say it: a key
     * belongs to a signed-in caller.
     */
    takesNoIdempotencyKey?: string;
  }
}

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** Whether this answered call had to go through keyedCall and did not: a route's mistake, not the caller's. */
export function skippedKeyedCall(request: FastifyRequest, reply: FastifyReply): boolean {
  const config = request.routeOptions.config;
  return (
    MUTATING.has(request.method) &&
    request.headers['idempotency-key'] !== undefined &&
    request.routeOptions.url?.startsWith('/api/') === true &&
    !config.public &&
    config.takesNoIdempotencyKey === undefined &&
    reply.statusCode < 400 &&
    !request.madeThroughKeyedCall
  );
}

async function keyedCallGuard(app: FastifyInstance): Promise<void> {
  app.decorateRequest('madeThroughKeyedCall', false);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!skippedKeyedCall(request, reply)) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const message =
      `${route} changed the registry without keyedCall, so it ignored the call's Idempotency-Key: wrap its ` +
      'work in keyedCall (routes/keyed-call.ts), or declare config.takesNoIdempotencyKey with the reason';
    const errorId = randomUUID();
    request.log.error({ route, errorId }, message);
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ statusCode: 500, message: 'Internal server error', errorId });
  });
}

export default fp(keyedCallGuard, { name: 'keyed-call-guard' });
