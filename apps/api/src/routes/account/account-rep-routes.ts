import {
  AccountRepInviteResultSchema,
  AccountViewSchema,
  accountRepInviteSchema,
  accountRepRoleChangeSchema,
  revokeInvitationSchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inviteAccountRep } from '../../services/accounts/invite-account-rep';
import { changeAccountRepRole, removeAccountRep } from '../../services/accounts/manage-account-reps';
import { revokeInvitation } from '../../services/invitations/revoke-invitation';
import { REFUSALS, callerOf, registryIn } from './caller-of';
import { may } from '../../plugins/route-permission';
import { keyedCall } from '../keyed-call';

const Id = z.object({ id: z.uuid() });
const tags = ['accounts'];

/** Account representatives (platform spec §7): who is a member of an account, with which role. */
export const accountRepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/account-rep',
    {
      config: { permission: may('Invite', 'AccountRepresentative') },
      schema: {
        tags,
        summary: 'Add a colleague to the account with a role, or invite someone new by e-mail',
        params: Id,
        body: accountRepInviteSchema,
        response: { 200: AccountRepInviteResultSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, (call) =>
        inviteAccountRep(registryIn(app, call), callerOf(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/:id/revoke-invitation',
    {
      config: { permission: may('Invite', 'AccountRepresentative') },
      schema: {
        tags,
        summary: 'Revoke a pending invitation to the account',
        params: Id,
        body: revokeInvitationSchema,
        response: { 204: z.null(), ...REFUSALS, 410: REFUSALS[404] },
      },
    },
    async (request, reply) => {
      const revoked = { ...request.body, accountId: request.params.id };
      return keyedCall(request, reply, 204, ({ tx }) => revokeInvitation(tx, callerOf(request), revoked));
    },
  );

  app.patch(
    '/:id/account-rep/:userId/role',
    {
      config: { permission: may('Edit', 'AccountRole') },
      schema: {
        tags,
        summary: "Change a member's role on the account",
        params: z.object({ id: z.uuid(), userId: z.uuid() }),
        body: accountRepRoleChangeSchema,
        response: { 200: AccountViewSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        changeAccountRepRole(tx, callerOf(request), request.params.id, request.params.userId, request.body),
      ),
  );

  app.delete(
    '/:id/account-rep/:representativeId',
    {
      config: { permission: may('Remove', 'AccountRepresentative') },
      schema: {
        tags,
        summary: 'Remove a member from the account (the membership is kept as removed)',
        params: z.object({ id: z.uuid(), representativeId: z.uuid() }),
        response: { 200: AccountViewSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        removeAccountRep(tx, callerOf(request), request.params.id, request.params.representativeId),
      ),
  );
};
