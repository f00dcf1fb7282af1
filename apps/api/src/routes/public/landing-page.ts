import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LandingStatisticsSchema } from '@safc/domain';
import { answeredNotModified, sendSerialisedJson } from './conditional-read';

/**
 * The figures change only when the publishing job publishes: any cache may keep them a few seconds, and a
 * client that has them revalidates with a 304 (docs/decisions/034).
 */
const LANDING_CACHE_CONTROL = 'public, max-age=5';

export const landingPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landing-page',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'Statistics of the public landing page',
        response: { 200: LandingStatisticsSchema },
      },
    },
    // Served as the JSON the publishing job's figures were serialised to once, not per request: the
    // request costs no query and no serialisation (the schema above still documents it).
    async (request, reply) => {
      const { etag } = await app.publishedState.current();
      if (answeredNotModified(request, reply, etag, LANDING_CACHE_CONTROL)) return reply;
      return sendSerialisedJson(reply, await app.publishedState.statisticsBody());
    },
  );
};
