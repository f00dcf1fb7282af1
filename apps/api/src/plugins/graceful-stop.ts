import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once SIGTERM came (server.ts): readiness answers 503 and every answer closes its connection. */
    stopping: boolean;
  }
}

/**
 * A process that stops is not noticed (decision 118): it stops taking connections (app.close), and every
 * request that still reaches it on an open keep-alive connection is served, with `Connection: close`, so the
 * client's next request opens a connection to a process that stays. Fastify's own 503 for such requests
 * (return503OnClosing) is turned off in app.ts: it would fail requests that this process can well finish.
 */
async function gracefulStop(app: FastifyInstance): Promise<void> {
  app.decorate('stopping', false);
  app.addHook('onRequest', async (_request, reply) => {
    if (app.stopping) reply.header('connection', 'close');
  });
}

export default fp(gracefulStop, { name: 'graceful-stop' });
