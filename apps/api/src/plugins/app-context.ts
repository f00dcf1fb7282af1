import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}

/** What every route and service reaches through the app: the configuration and the open database. */
async function appContext(
  app: FastifyInstance,
  options: { config: AppConfig; database: Database },
): Promise<void> {
  app.decorate('config', options.config);
  app.decorate('database', options.database);
}

export default fp(appContext, { name: 'app-context' });
