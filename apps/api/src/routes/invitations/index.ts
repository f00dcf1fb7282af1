import {
  ErrorBodySchema,
  InvitationCheckSchema,
  InvitationListQuerySchema,
  InvitationSchema,
  NoContentSchema,
  invitationCreateSchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkInvitation } from '../../services/invitations/check-invitation';
import { createInvitation } from '../../services/invitations/create-invitation';
import { listVisibleInvitations } from '../../services/invitations/list-visible-invitations';
import { revokeInvitation } from '../../services/invitations/revoke-invitation';
import { REFUSALS, callerOf, registryIn } from '../account/caller-of';
import { ADMINISTRATOR, may } from '../../plugins/route-permission';
import { keyedCall } from '../keyed-call';

const tags = ['invitations'];
const Id = z.object({ id: z.uuid() });

/** Invitations (DESIGN §7): single use, expiring, revocable; checked publicly before the form shows. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: {
        permission: [
          may('Create', 'Company'),
          may('Invite', 'RegistryAdminUser'),
          may('Invite', 'AccountRepresentative'),
          may('Invite', 'CompanyRepresentative'),
        ],
      },
      schema: {
        tags,
        summary: 'Invite by e-mail: createCompany, joinCompany, authorisedRepresentative or registryAdmin',
        body: invitationCreateSchema,
        response: { 201: InvitationSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 201, (call) =>
        createInvitation(registryIn(app, call), callerOf(request), request.body),
      ),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "Invitations: all for administrators, the selected company's for its representative",
        querystring: InvitationListQuerySchema,
        response: { 200: z.array(InvitationSchema), ...REFUSALS },
      },
    },
    async (request) => listVisibleInvitations(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Public: check an invitation before registering (status pending, accepted, revoked or expired)',
        params: Id,
        response: { 200: InvitationCheckSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => checkInvitation(app.database.db, request.params.id, app.config.oidc.embedded),
  );

  app.post(
    '/:id/revoke',
    {
      config: {
        permission: [
          ADMINISTRATOR,
          may('Invite', 'AccountRepresentative'),
          may('Invite', 'CompanyRepresentative'),
        ],
      },
      schema: {
        tags,
        summary: 'Revoke a pending invitation',
        params: Id,
        response: { 204: NoContentSchema, ...REFUSALS, 410: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      return keyedCall(request, reply, 204, ({ tx }) =>
        revokeInvitation(tx, callerOf(request), { invitationId: request.params.id }),
      );
    },
  );
};
