import type { FastifyPluginAsync } from 'fastify';
import multipartForms from '../plugins/multipart';
import { accountRoutes } from './account';
import { companyRoutes } from './companies';
import { authRoutes } from './auth';
import { configRoutes } from './config';
import { healthRoutes } from './health';
import { invitationRoutes } from './invitations';
import { onboardingRoutes } from './onboarding';
import { profileRoutes } from './profile';
import { landingPageRoutes } from './public/landing-page';
import { requestRoutes } from './requests';
import { userRoutes } from './users';
import { meRoutes } from './users/me';

/** Every /api route, one plugin per resource. Authentication is the hook in plugins/authenticate.ts. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(multipartForms);
  await api.register(healthRoutes);
  await api.register(configRoutes);
  await api.register(authRoutes, { prefix: '/auth' });
  await api.register(meRoutes, { prefix: '/users' });
  await api.register(landingPageRoutes, { prefix: '/public' });
  await api.register(accountRoutes, { prefix: '/account' });
  await api.register(companyRoutes, { prefix: '/companies' });
  await api.register(invitationRoutes, { prefix: '/invitations' });
  await api.register(onboardingRoutes, { prefix: '/onboarding' });
  await api.register(requestRoutes, { prefix: '/requests' });
  await api.register(userRoutes, { prefix: '/users' });
  await api.register(profileRoutes, { prefix: '/auth' });
};
