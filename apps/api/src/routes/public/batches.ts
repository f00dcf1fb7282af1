import { BatchHashParamsSchema, BatchMatchesSchema, ErrorBodySchema } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBatchMatches } from '../../services/peers/batch-matches';

/** GET /api/public/batches/{hash}: where a batch was issued, here and in the peers (issue 40). */
export const publicBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/batches/:hash',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary:
          'Where a batch (its fingerprint) or a proof-of-sustainability document (its SHA-256) was issued: this registry and the peers it follows',
        params: BatchHashParamsSchema,
        response: { 200: BatchMatchesSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getBatchMatches(app.database.read, request.params.hash, (await app.logSigner()).name),
  );
};
