import { typedText } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@safc/domain';
import { callerOf } from '../account/caller-of';
import { getUnit } from '../../services/units/get-unit';
import { UnitListQuerySchema, listUnits } from '../../services/units/list-units';
import { setUnitComment } from '../../services/units/set-unit-comment';
import { issueUnitsRoute } from './issue-units-route';
import { removeUnitRoute } from './remove-unit-route';
import { unitOperationRoutes } from './unit-operation-routes';
import { UnitDetailSchema, UnitListSchema } from './unit-schemas';
import { may } from '../../plugins/route-permission';
import { keyedCall } from '../keyed-call';

const Params = z.object({ id: z.uuid() });

/** /api/units: holdings, the unit view, its note, issuance and the operations on blocks. */
export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(issueUnitsRoute);
  await app.register(unitOperationRoutes);
  await app.register(removeUnitRoute);

  app.get(
    '/',
    {
      schema: {
        tags: ['units'],
        summary: 'Holdings: the blocks of an account (mode single) or their chain of custody (mode tree)',
        querystring: UnitListQuerySchema,
        response: { 200: UnitListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => listUnits(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['units'],
        summary: 'The unit view: every section of the issue form, results, holders, claim details and note',
        params: Params,
        response: { 200: UnitDetailSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getUnit(app.database.db, callerOf(request), request.params.id),
  );

  app.patch(
    '/:id/comment',
    {
      config: { permission: may('SetComment', 'Unit') },
      schema: {
        tags: ['units'],
        summary: 'Set the internal note of a block (SetComment)',
        params: Params,
        body: z.object({ comment: typedText('textArea').max(2000).nullable() }),
        response: {
          204: z.null(),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const comment = request.body.comment === '' ? null : request.body.comment;
      return keyedCall(request, reply, 204, ({ tx }) =>
        setUnitComment(tx, callerOf(request), request.params.id, comment),
      );
    },
  );
};
