import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withoutLinkSecrets } from '../lib/log-serializers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The W3C trace this request belongs to: the caller's (traceparent), or one it starts. */
    traceId: string;
  }
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The caller's trace (W3C Trace Context), if its traceparent is well formed and not the all-zero id. */
function callersTrace(
  request: FastifyRequest,
): { traceId: string; parentId: string; flags: string } | undefined {
  const header = request.headers.traceparent;
  const match = typeof header === 'string' && header.length === 55 ? TRACEPARENT.exec(header) : null;
  if (!match || /^0+$/.test(match[1]!) || /^0+$/.test(match[2]!)) return undefined;
  return { traceId: match[1]!, parentId: match[2]!, flags: match[3]! };
}

/**
 * One JSON line per request (decision 119), written when its answer is sent: the request id (`reqId`, which is
 * also the `errorId` of an error answer), the trace id, method, address without link secrets, route template,
 * status and time. The answer carries `traceparent` naming this request's span in the caller's trace, or in a
 * trace it starts whose id is the request id without its dashes; so an error body's errorId, the log line and a
 * proxy's or client's trace all lead to one another. Nothing of a body, a header or a token is written.
 */
async function requestLog(app: FastifyInstance): Promise<void> {
  app.decorateRequest('traceId', '');
  app.addHook('onRequest', async (request, reply) => {
    const caller = callersTrace(request);
    request.traceId = caller?.traceId ?? request.id.replaceAll('-', '');
    // This request's span: the last 16 hex digits of its (random) request id, so the log line's reqId names it
    // too, without a call for fresh random bytes per request (a tenth of a cached public answer's time).
    const spanId = request.id.replaceAll('-', '').slice(-16);
    reply.header('traceparent', `00-${request.traceId}-${spanId}-${caller?.flags ?? '01'}`);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        traceId: request.traceId,
        method: request.method,
        url: withoutLinkSecrets(request.url),
        route: request.routeOptions.url ?? null,
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        remoteAddress: request.ip,
      },
      'request',
    );
  });
}

export default fp(requestLog, { name: 'request-log' });
