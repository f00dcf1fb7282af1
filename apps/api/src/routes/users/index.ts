import {
  can,
  refusalOf,
  InvitationSchema,
  ListedUserSchema,
  NoContentSchema,
  SignInLockSchema,
  UserChangeSchema,
  UserDetailsSchema,
  UserFullSchema,
  UserListQuerySchema,
  UserSummarySchema,
  userUpdateSchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getUserSignInLock, liftUserSignInLock } from '../../services/sign-in-lockout/user-sign-in-lock';
import { getUser, getUserDetails, getUserFull } from '../../services/users/get-user';
import { listInvitedToAccount, listInvitedToCompany } from '../../services/users/list-invited-users';
import { listAccountUsers, listCompanyUsers, listUsers } from '../../services/users/list-users';
import { removeUser } from '../../services/users/remove-user';
import { setUserBlocked } from '../../services/users/set-user-blocked';
import { updateUser } from '../../services/users/update-user';
import { REFUSALS, callerOf, registryIn } from '../account/caller-of';
import { may, type CallerRule } from '../../plugins/route-permission';
import { keyedCall } from '../keyed-call';

const tags = ['users'];
const Id = z.object({ id: z.uuid() });
const CompanyQuery = z.object({ companyId: z.uuid().optional() });

/** People (platform spec §7, /api/users); /me lives in me.ts. */
/** The caller's own details, or a user's the caller may edit (their representative, an administrator). */
const MAY_EDIT_USER: CallerRule = {
  refusalFor: ({ permissions }, params) =>
    can(permissions, 'Edit', 'User', { userId: params.id }) ? null : refusalOf('Edit', 'User'),
};

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: 'Administrator: every user',
        querystring: UserListQuerySchema,
        response: { 200: z.array(ListedUserSchema), ...REFUSALS },
      },
    },
    async (request) => listUsers(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/company',
    {
      schema: {
        tags,
        summary: 'Members of the company (the selected one; administrators name it)',
        querystring: CompanyQuery,
        response: { 200: z.array(UserSummarySchema), ...REFUSALS },
      },
    },
    async (request) => listCompanyUsers(app.database.db, callerOf(request), request.query.companyId),
  );

  app.get(
    '/account/:accountId',
    {
      schema: {
        tags,
        summary: 'Members of an account',
        params: z.object({ accountId: z.uuid() }),
        response: { 200: z.array(UserSummarySchema), ...REFUSALS },
      },
    },
    async (request) => listAccountUsers(app.database.db, callerOf(request), request.params.accountId),
  );

  app.get(
    '/invited/company',
    {
      schema: {
        tags,
        summary: 'Pending invitations to the company',
        querystring: CompanyQuery,
        response: { 200: z.array(InvitationSchema), ...REFUSALS },
      },
    },
    async (request) => listInvitedToCompany(app.database.db, callerOf(request), request.query.companyId),
  );

  app.get(
    '/invited/account',
    {
      schema: {
        tags,
        summary: 'Pending invitations to an account',
        querystring: z.object({ accountId: z.uuid() }),
        response: { 200: z.array(InvitationSchema), ...REFUSALS },
      },
    },
    async (request) => listInvitedToAccount(app.database.db, callerOf(request), request.query.accountId),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A user with their memberships',
        params: Id,
        response: { 200: UserSummarySchema, ...REFUSALS },
      },
    },
    async (request) => getUser(app.database.db, callerOf(request), request.params.id),
  );

  app.get(
    '/:id/full',
    {
      schema: {
        tags,
        summary: 'A user with memberships and registration details',
        params: Id,
        response: { 200: UserFullSchema, ...REFUSALS },
      },
    },
    async (request) => getUserFull(app.database.db, callerOf(request), request.params.id),
  );

  app.get(
    '/:id/details',
    {
      schema: {
        tags,
        summary: "A user's registration details",
        params: Id,
        response: { 200: UserDetailsSchema, ...REFUSALS },
      },
    },
    async (request) => getUserDetails(app.database.db, callerOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: { permission: MAY_EDIT_USER },
      schema: {
        tags,
        summary:
          "Change name and phone (profile settings for oneself); a company representative's change becomes a CrDataApprovalRequest",
        params: Id,
        body: userUpdateSchema,
        response: { 200: UserChangeSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, (call) =>
        updateUser(registryIn(app, call), callerOf(request), request.params.id, request.body),
      ),
  );

  app.delete(
    '/:id',
    {
      config: { permission: [may('Delete', 'User'), may('Close', 'User')] },
      schema: {
        tags,
        summary: 'Remove a user (status removed; never a deleted row)',
        params: Id,
        response: { 204: NoContentSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      return keyedCall(request, reply, 204, ({ tx }) => removeUser(tx, callerOf(request), request.params.id));
    },
  );

  app.get(
    '/:id/sign-in-lock',
    {
      schema: {
        tags,
        summary: "Administrator: whether the user's sign-in is locked after too many failed attempts",
        params: Id,
        response: { 200: SignInLockSchema, ...REFUSALS },
      },
    },
    async (request) => getUserSignInLock(app.database.db, callerOf(request), request.params.id),
  );

  app.delete(
    '/:id/sign-in-lock',
    {
      config: { permission: may('Unblock', 'User') },
      schema: {
        tags,
        summary: "Administrator: lift the lock on the user's sign-in",
        params: Id,
        response: { 200: SignInLockSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        liftUserSignInLock(tx, callerOf(request), request.params.id),
      ),
  );

  for (const [path, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.patch(
      `/:id/${path}`,
      {
        config: { permission: may(blocked ? 'Block' : 'Unblock', 'User') },
        schema: {
          tags,
          summary: `Administrator: ${path} a user`,
          params: Id,
          response: { 200: UserSummarySchema, ...REFUSALS },
        },
      },
      async (request, reply) =>
        keyedCall(request, reply, 200, ({ tx }) =>
          setUserBlocked(tx, callerOf(request), request.params.id, blocked),
        ),
    );
  }
};
