import { ErrorBodySchema, PeerEvidenceSchema, PeerListSchema } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPeerEvidence, listPeers } from '../../services/peers/list-peers';
import { requireAdministrator } from '../../services/users/caller';
import { callerOf } from '../account/caller-of';

/** /api/peers: the registries this one follows, for administrators (docs/decisions/098). */
export const peerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Administrators only, checked before anything in the request is read.
  app.addHook('preValidation', async (request) => requireAdministrator(callerOf(request)));

  app.get(
    '/',
    {
      schema: {
        tags: ['peers'],
        summary: 'The peer registries this one follows, with what was last verified of each (administrators)',
        response: { 200: PeerListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => listPeers(app.database.db, app.config.peers),
  );

  app.get(
    '/evidence/:id',
    {
      schema: {
        tags: ['peers'],
        summary:
          "Two signed checkpoints of a peer's log that contradict each other, as a JSON file anyone holding its key can check (administrators)",
        params: z.object({ id: z.uuid() }),
        response: {
          200: PeerEvidenceSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const evidence = await getPeerEvidence(app.database.db, request.params.id);
      const file = `peer-evidence-${evidence.origin.replace(/[^A-Za-z0-9.-]+/g, '_')}-${request.params.id}.json`;
      return reply.header('content-disposition', `attachment; filename="${file}"`).send(evidence);
    },
  );
};
