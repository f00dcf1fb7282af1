import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_MOUNT_PATH } from './provider-configuration';

/**
 * Hands every /oidc request, body unread, to oidc-provider (a Koa app). The provider finds its mount path
 * from `originalUrl` minus `url`, which is how it builds its endpoint URLs under the issuer `.../oidc`.
 * Encapsulated: the parsers removed here stay removed only for these routes.
 */
export async function mountProvider(app: FastifyInstance, provider: Provider): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Leaves the stream untouched for the provider, which parses its own form and JSON bodies.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const callback = provider.callback();
    const handOver = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(OIDC_MOUNT_PATH.length) || '/';
      void callback(raw, reply.raw);
    };

    const options = { schema: { hide: true }, exposeHeadRoute: false } as const;
    scope.all(OIDC_MOUNT_PATH, options, handOver);
    scope.all(`${OIDC_MOUNT_PATH}/*`, options, handOver);
  });
}
