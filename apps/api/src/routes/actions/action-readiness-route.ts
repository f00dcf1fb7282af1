import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { ActionReadinessSchema, ErrorBodySchema } from '@safc/domain';
import { callerOf } from '../account/caller-of';
import { actionReadiness } from '../../services/ledger/action-readiness';
import { requireCan, unitsOf } from '../../services/users/caller';
import { findAccountWithCompany } from '../../services/ledger/ledger-rows';

/**
 * GET /api/account/{id}/action-readiness: whether the caller could start an action on the account now, and
 * if not why (NotEnoughApprovers, CompanyBlocked), so the web says so before anyone fills a form.
 */
export const actionReadinessRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/action-readiness',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether an action can start on the account, and the reasons it cannot',
        params: z.object({ id: z.uuid() }),
        response: {
          200: ActionReadinessSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const db = app.database.db;
      const account = await findAccountWithCompany(db, request.params.id);
      if (!account) throw AppError.notFound('Account not found');
      requireCan(caller, 'View', 'Unit', unitsOf(account));
      const readiness = await actionReadiness(db, account.id, caller.user.id);
      if (!readiness) throw AppError.notFound('Account not found');
      return readiness;
    },
  );
};
