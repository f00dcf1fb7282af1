import type { FastifyInstance, FastifyReply } from 'fastify';

// What every page of the embedded provider that a person fills in shares: forms posted the browser's way,
// and answers never kept by any cache (they may hold a secret link's form or a person's address).

export function sendHtml(reply: FastifyReply, statusCode: number, html: string): FastifyReply {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Reads `application/x-www-form-urlencoded` bodies (at most 16 KB) in this scope, as plain objects. */
export function urlEncodedForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
