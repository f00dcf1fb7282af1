import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth';
import { configRoutes } from './config';
import { healthRoutes } from './health';
import { landingPageRoutes } from './public/landing-page';
import { meRoutes } from './users/me';

/** Every /api route, one plugin per resource. Authentication is the hook in plugins/authenticate.ts. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(healthRoutes);
  await api.register(configRoutes);
  await api.register(authRoutes, { prefix: '/auth' });
  await api.register(meRoutes, { prefix: '/users' });
  await api.register(landingPageRoutes, { prefix: '/public' });
};
