import type { FastifyReply, FastifyRequest } from 'fastify';

/** Opaque tags of If-None-Match, compared weakly (RFC 9110 §13.1.2: a GET may use weak comparison). */
const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Gives a public read its validator and cache policy, and answers 304 Not Modified (no body, no query) when
 * the client's copy carries the current validator. Returns true when it has answered.
 */
export function answeredNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl);
  const held = request.headers['if-none-match'];
  if (!held) return false;
  const current = opaqueTag(etag);
  if (!held.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === current)) return false;
  void reply.code(304).send();
  return true;
}

/** Sends JSON serialised beforehand (Fastify passes a string with a JSON content type through untouched). */
export function sendSerialisedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
