import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRegistryMetrics, type RegistryMetrics } from '../metrics/registry-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this app (decision 117), served on METRICS_PORT by server.ts, never on PORT. */
    metrics: RegistryMetrics;
  }
}

/**
 * Times every request by its route template (`/api/units/:id`, not each id: a bounded set of series) and counts
 * those in flight. A request that matched no route is `unmatched`, whatever its address.
 */
async function metrics(app: FastifyInstance): Promise<void> {
  const registryMetrics = createRegistryMetrics(app.database);
  app.decorate('metrics', registryMetrics);
  app.addHook('onRequest', async (request, reply) => {
    // 'close' comes for every request, answered or cut off by its client: the count cannot drift.
    reply.raw.once('close', registryMetrics.requestStarted());
  });
  app.addHook('onResponse', async (request, reply) => {
    registryMetrics.observeRequest(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}

export default fp(metrics, { name: 'metrics', dependencies: ['app-context'] });
