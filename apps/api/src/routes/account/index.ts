import {
  AccountChangeSchema,
  AccountListQuerySchema,
  AccountSummarySchema,
  AccountViewSchema,
  TransferTargetQuerySchema,
  TransferTargetsSchema,
  accountBlockSchema,
  accountCreateSchema,
  accountEditSchema,
  trustedAccountsSchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseFormFields, readMultipartForm } from '../../plugins/multipart';
import { closeAccount, setAccountBlocked } from '../../services/accounts/change-account-status';
import { createAccount } from '../../services/accounts/create-account';
import { editAccount } from '../../services/accounts/edit-account';
import { getAccount } from '../../services/accounts/get-account';
import { listAccounts } from '../../services/accounts/list-accounts';
import { listTransferTargets } from '../../services/accounts/list-transfer-targets';
import { setTrustedAccounts } from '../../services/accounts/set-trusted-accounts';
import { readAccountDocument } from '../../services/uploads/read-document';
import { accountRepRoutes } from './account-rep-routes';
import { announcedRequest } from '../../services/requests/request-mail';
import { REFUSALS, callerOf, registryIn, registryOf } from './caller-of';
import { sendDocument } from './send-document';
import { may } from '../../plugins/route-permission';
import { keyedCall } from '../keyed-call';

const Id = z.object({ id: z.uuid() });
const tags = ['accounts'];
const multipartBody = { consumes: ['multipart/form-data'] };

/** Accounts (platform spec §7, singular /api/account; DESIGN §7 adds /company/{companyId}). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Accounts the caller may view: all for administrators (filter by company), else the selected company',
        querystring: AccountListQuerySchema,
        response: { 200: z.array(AccountSummarySchema), ...REFUSALS },
      },
    },
    async (request) => listAccounts(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/to-transfer',
    {
      schema: {
        tags,
        summary:
          'Active accounts a transfer from the account may go to, or it may trust; private companies show no name',
        querystring: TransferTargetQuerySchema,
        response: { 200: TransferTargetsSchema, ...REFUSALS },
      },
    },
    async (request) => listTransferTargets(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/company/:companyId',
    {
      schema: {
        tags,
        summary: 'Accounts of one company',
        params: z.object({ companyId: z.uuid() }),
        querystring: AccountListQuerySchema.pick({ status: true }),
        response: { 200: z.array(AccountSummarySchema), ...REFUSALS },
      },
    },
    async (request) =>
      listAccounts(app.database.db, callerOf(request), {
        ...request.query,
        companyId: request.params.companyId,
      }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'An account with members, roles, documents, trusted accounts and signers',
        params: Id,
        response: { 200: AccountViewSchema, ...REFUSALS },
      },
    },
    async (request) => getAccount(app.database.db, callerOf(request), request.params.id),
  );

  app.get(
    '/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: "Download one of the account's documents",
        params: z.object({ id: z.uuid(), documentId: z.uuid() }),
        response: { 200: z.any().describe('The file'), ...REFUSALS },
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await readAccountDocument(
          registryOf(app),
          callerOf(request),
          request.params.id,
          request.params.documentId,
        ),
      ),
  );

  app.post(
    '/',
    {
      config: { permission: may('Create', 'Account') },
      schema: {
        tags,
        summary: 'Create an account (multipart: name, type, requiredSignatures, documents); awaits review',
        ...multipartBody,
        response: { 201: AccountChangeSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      const input = parseFormFields(accountCreateSchema, form.fields);
      return keyedCall(request, reply, 201, async (call) => {
        const registry = registryIn(app, call);
        return announcedRequest(
          registry,
          await createAccount(registry, callerOf(request), input, form.files),
        );
      });
    },
  );

  app.patch(
    '/:id',
    {
      config: { permission: may('Edit', 'Account') },
      schema: {
        tags,
        summary:
          "Edit an account (multipart: name, requiredSignatures, documents); a representative's rename goes for review",
        ...multipartBody,
        params: Id,
        response: { 200: AccountChangeSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      // Documents alone are a change too: the "Nothing to change" rule applies to a form without files.
      const schema = form.files.length ? z.object(accountEditSchema.shape) : accountEditSchema;
      const input = parseFormFields(schema, form.fields);
      return keyedCall(request, reply, 200, async (call) => {
        const registry = registryIn(app, call);
        return announcedRequest(
          registry,
          await editAccount(registry, callerOf(request), request.params.id, input, form.files),
        );
      });
    },
  );

  app.patch(
    '/:id/trusted',
    {
      config: { permission: may('Trust', 'Account') },
      schema: {
        tags,
        summary: 'Set the accounts whose transfers need no acceptance',
        params: Id,
        body: trustedAccountsSchema,
        response: { 200: AccountViewSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        setTrustedAccounts(tx, callerOf(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/:id/close',
    {
      config: { permission: may('Close', 'Account') },
      schema: {
        tags,
        summary: 'Close an account that holds no units',
        params: Id,
        response: { 200: AccountViewSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) => closeAccount(tx, callerOf(request), request.params.id)),
  );

  app.patch(
    '/:id/block',
    {
      config: { permission: may('Block', 'Account') },
      schema: {
        tags,
        summary: 'Administrator: block an account with a reason',
        params: Id,
        body: accountBlockSchema,
        response: { 200: AccountViewSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        setAccountBlocked(tx, callerOf(request), request.params.id, request.body),
      ),
  );

  app.patch(
    '/:id/unblock',
    {
      config: { permission: may('Unblock', 'Account') },
      schema: {
        tags,
        summary: 'Administrator: unblock an account',
        params: Id,
        response: { 200: AccountViewSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        setAccountBlocked(tx, callerOf(request), request.params.id, null),
      ),
  );

  // Members of the account and their invitations.
  await app.register(accountRepRoutes);
};
