import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { plainIssueMessage } from '@safc/domain';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import appContext from './plugins/app-context';
import authenticate from './plugins/authenticate';
import errorHandler, { answerConnectionError, sendError } from './plugins/error-handler';
import identity from './plugins/identity';
import gracefulStop from './plugins/graceful-stop';
import metrics from './plugins/metrics';
import publicLog from './plugins/public-log';
import requestLog from './plugins/request-log';
import routePermission from './plugins/route-permission';
import keyedCallGuard from './plugins/keyed-call-guard';
import security from './plugins/security';
import typedTextGuard from './plugins/typed-text-guard';
import apiDocs from './plugins/swagger';
import webApp from './plugins/web-app';
import { apiRoutes } from './routes';
import { logSerializers } from './lib/log-serializers';

// Process-wide: a refused value the schema gives no message of its own reads in the forms' words
// ('Must be a number'), not the parser's ('Invalid input: expected number, received NaN').
z.config({ customError: plainIssueMessage });

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyBaseLogger;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Builds the whole registry server; server.ts listens with it and tests inject into it. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : { logger: { level: config.logLevel, serializers: logSerializers } }),
    genReqId: () => randomUUID(),
    // One line per request, written by plugins/request-log.ts, instead of Fastify's two (decision 119).
    logController: new LogController({ disableRequestLogging: true }),
    // The provider's start (keys from the database) outlasted Fastify's 10 s on a machine under heavy load.
    pluginTimeout: 60_000,
    // Stopping, requests on open connections are still served (plugins/graceful-stop.ts, decision 118).
    return503OnClosing: false,
    trustProxy: config.trustProxy,
    // Forms of the registry are small; uploads go through multipart with their own limits.
    bodyLimit: 1024 * 1024,
    // Errors of the router (a path that is not valid UTF-8, a path parameter over 100 characters) and of
    // Node's HTTP parser answer with the registry's error shape and errorId, like every other error.
    frameworkErrors: (error, request, reply) => sendError(request, reply, error),
    clientErrorHandler: answerConnectionError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins and cross-cutting concerns first, then identity, then the API and the web app.
  await app.register(appContext, { config, database });
  await app.register(requestLog);
  await app.register(gracefulStop);
  await app.register(metrics);
  await app.register(errorHandler);
  await app.register(security);
  await app.register(typedTextGuard);
  await app.register(apiDocs);
  await app.register(identity);
  await app.register(authenticate);
  await app.register(routePermission);
  await app.register(keyedCallGuard);
  await app.register(publicLog);
  // Brotli at quality 4: on the fly, level 11 costs more
  // time than it saves bytes. The web app's assets are compressed at build time and pass untouched.
  await app.register(compress, {
    threshold: 512,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webApp);

  return app;
}
