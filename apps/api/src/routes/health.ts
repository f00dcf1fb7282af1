import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from '../services/health/readiness';

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  /** Why the registry is unavailable, for the person reading a load balancer's log. */
  message: z.string().optional(),
});

const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), logKey: z.boolean() }),
  message: z.string().optional(),
});

/** Liveness and database check for load balancers and `npm start` scripts; readiness for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      const { database } = app;
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        return reply.code(503).send({
          status: 'unavailable' as const,
          database: database.kind,
          message:
            'The registry cannot reach its database; it reconnects by itself once the database is back',
        });
      }
    },
  );

  app.get(
    '/health/ready',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary:
          'Readiness: 200 when the database answers, its migrations are current and the log key is loaded',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (request, reply) => {
      const { ready, checks, message } = await checkReadiness(app);
      if (ready) return { status: 'ready' as const, checks };
      request.log.warn({ checks }, `not ready: ${message}`);
      return reply.code(503).send({ status: 'unavailable' as const, checks, message });
    },
  );
};
