import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { ActionReadinessSchema, ErrorBodySchema } from '@safc/domain';
import { authOf } from '../../plugins/authenticate';
import { actionReadiness } from '../../services/ledger/action-readiness';
import { mayViewUnits } from '../../services/ledger/actor';
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
      const actor = authOf(request);
      const db = app.database.db;
      const account = await findAccountWithCompany(db, request.params.id);
      if (!account) throw AppError.notFound('Account not found');
      if (!mayViewUnits(actor, account)) throw AppError.forbidden('You may not act on this account');
      const readiness = await actionReadiness(db, account.id, actor.user.id);
      if (!readiness) throw AppError.notFound('Account not found');
      return readiness;
    },
  );
};
