import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, StatisticsSeriesQuerySchema, StatisticsSeriesSchema } from '@safc/domain';
import { statisticsSeries, statisticsSumsPerPublication } from '../../services/public/statistics-series';
import { answeredNotModified } from './conditional-read';
import { publicAnswerCache, sendCachedAnswer } from './public-answer-cache';

/** The figures change only when the publishing job publishes: kept a few seconds, as the landing figures. */
const STATISTICS_CACHE_CONTROL = 'public, max-age=5';

/**
 * Series kept per process until the next publication (a series is at most a few kB: 250 countries): the
 * popular addresses (the page's defaults) are serialised once per publication. Every series is made from the
 * publication's sums, read once (decision 133).
 */
const SERIES_KEPT = 500;

/** GET /api/public/statistics/series: the public statistics page's figures (issue 42). No sign-in. */
export const publicStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const series = publicAnswerCache(SERIES_KEPT);
  const sumsOf = statisticsSumsPerPublication(app.database.read);

  app.get(
    '/statistics/series',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary:
          'Issued and claimed volume, CO2e abated and units, grouped by month, feedstock, conversion process, tier, emission reduction, producing or claim country',
        querystring: StatisticsSeriesQuerySchema,
        response: { 200: StatisticsSeriesSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { etag } = await app.publishedState.current();
      if (answeredNotModified(request, reply, etag, STATISTICS_CACHE_CONTROL)) return reply;
      const answer = await series.get(etag, JSON.stringify(request.query), async () =>
        JSON.stringify(z.encode(StatisticsSeriesSchema, statisticsSeries(await sumsOf(etag), request.query))),
      );
      return sendCachedAnswer(request, reply, answer);
    },
  );
};
