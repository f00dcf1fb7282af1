import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActionDetailSchema,
  ActionListQuerySchema,
  ActionPageSchema,
  ErrorBodySchema,
  PendingActionsQuerySchema,
  PendingActionsSchema,
  PendingCountsSchema,
} from '@safc/domain';
import { callerOf } from '../account/caller-of';
import { getAction } from '../../services/actions/get-action';
import { listActions } from '../../services/actions/list-actions';
import { countPendingActions, listPendingActions } from '../../services/actions/pending-actions';
import { actionStepRoutes } from './action-step-routes';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** /api/actions: pending counts and lists (polled), all actions (admin) or the company's, one action, moves. */
export const actionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(actionStepRoutes);

  app.get(
    '/pending-count',
    {
      schema: {
        tags: ['actions'],
        summary:
          'Pending approval, acceptance and signature counts of the company (administrators: all approvals)',
        querystring: PendingActionsQuerySchema,
        response: { 200: PendingCountsSchema, ...errors },
      },
    },
    async (request) => countPendingActions(app.database.db, callerOf(request), request.query.companyId),
  );

  app.get(
    '/pending',
    {
      schema: {
        tags: ['actions'],
        summary: 'The pending processes behind the counts',
        querystring: PendingActionsQuerySchema,
        response: { 200: PendingActionsSchema, ...errors },
      },
    },
    async (request) => listPendingActions(app.database.db, callerOf(request), request.query.companyId),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['actions'],
        summary: 'Actions: administrators all, others their company’s; filters and pages',
        querystring: ActionListQuerySchema,
        response: {
          200: ActionPageSchema,
          ...errors,
        },
      },
    },
    async (request) => listActions(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['actions'],
        summary: 'One action with its form, signatures and any clarification',
        params: z.object({ id: z.uuid() }),
        response: { 200: ActionDetailSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (request) => getAction(app.database.db, callerOf(request), request.params.id),
  );
};
