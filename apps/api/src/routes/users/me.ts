import {
  ACCOUNT_MEMBERSHIP_ROLES,
  ACCOUNT_STATUSES,
  COMPANY_ROLES,
  MEMBERSHIP_STATUSES,
  USER_STATUSES,
  ErrorBodySchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/authenticate';
import { getMe } from '../../services/users/get-me';

const MeSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    status: z.enum(USER_STATUSES),
    isRegistryAdmin: z.boolean(),
    isPendingOnboardingApproval: z.boolean(),
    companies: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        role: z.enum(COMPANY_ROLES),
        status: z.enum(MEMBERSHIP_STATUSES).describe('The membership: only active ones are listed'),
        companyStatus: z.enum(ACCOUNT_STATUSES),
      }),
    ),
    accounts: z.array(z.object({ id: z.uuid(), status: z.enum(ACCOUNT_STATUSES) })),
    accountMemberships: z.array(
      z.object({
        accountId: z.uuid(),
        companyId: z.uuid(),
        role: z.enum(ACCOUNT_MEMBERSHIP_ROLES),
        status: z.enum(MEMBERSHIP_STATUSES),
        accountStatus: z.enum(ACCOUNT_STATUSES),
      }),
    ),
    accountsExist: z
      .boolean()
      .describe('Whether the registry has accounts (administrators see Holdings only then)'),
  })
  .meta({ id: 'Me' });

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user with companies, accounts and account memberships',
        response: { 200: MeSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => getMe(app.database.db, authOf(request).user),
  );
};
