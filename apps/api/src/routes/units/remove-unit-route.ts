import { unitRemovalSchema, ErrorBodySchema } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../account/caller-of';
import { getUnit } from '../../services/units/get-unit';
import { removeUnit } from '../../services/units/remove-unit';
import { UnitDetailSchema } from './unit-schemas';
import { may } from '../../plugins/route-permission';
import { keyedCall } from '../keyed-call';

/** POST /api/units/{id}/remove: a registry administrator removes a unit issued in error (DESIGN §5). */
export const removeUnitRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/remove',
    {
      config: { permission: may('Remove', 'Unit') },
      schema: {
        tags: ['units'],
        summary:
          'Remove a unit issued in error (registry administrators; an active block with nothing reserved). The block becomes `removed`, never deleted',
        params: z.object({ id: z.uuid() }),
        body: unitRemovalSchema,
        response: {
          200: UnitDetailSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return keyedCall(request, reply, 200, async ({ tx }) => {
        await removeUnit(tx, caller, request.params.id, request.body.reason);
        return getUnit(tx, caller, request.params.id);
      });
    },
  );
};
