import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@safc/domain';
import { authOf } from '../../plugins/authenticate';
import { getAction } from '../../services/actions/get-action';
import { ActionFiltersSchema, listActions } from '../../services/actions/list-actions';
import { countPendingActions, listPendingActions } from '../../services/actions/pending-actions';
import {
  ActionDetailSchema,
  ActionViewSchema,
  PendingActionsSchema,
  PendingCountsSchema,
} from './action-schemas';
import { actionStepRoutes } from './action-step-routes';

const CompanyQuery = z.object({ companyId: z.uuid().optional() });
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
        querystring: CompanyQuery,
        response: { 200: PendingCountsSchema, ...errors },
      },
    },
    async (request) => countPendingActions(app.database.db, authOf(request), request.query.companyId),
  );

  app.get(
    '/pending',
    {
      schema: {
        tags: ['actions'],
        summary: 'The pending processes behind the counts',
        querystring: CompanyQuery,
        response: { 200: PendingActionsSchema, ...errors },
      },
    },
    async (request) => listPendingActions(app.database.db, authOf(request), request.query.companyId),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['actions'],
        summary: 'Actions: administrators all, others their company’s; filters and pages',
        querystring: ActionFiltersSchema,
        response: {
          200: z.object({
            items: z.array(ActionViewSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => listActions(app.database.db, authOf(request), request.query),
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
    async (request) => getAction(app.database.db, authOf(request), request.params.id),
  );
};
