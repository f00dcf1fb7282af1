import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { publicPageMeta, withPageMeta } from '../services/public/public-page-meta';
import { sendError } from './error-handler';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SAFc Registry</title></head>
<body><h1>SAFc Registry</h1>
<p>The API is running, but the web app is not built yet. Run <code>npm run build</code> and reload this page.</p>
<p>The API documentation is at <a href="/api/docs">/api/docs</a>.</p></body></html>`;

const isServerPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url === '/oidc' || url.startsWith('/oidc/');

/** A browser navigating to a client route (e.g. /holdings) gets the app, which routes it itself. */
function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isServerPath(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

// The path is echoed so the caller sees what was asked, but never a page of it.
const MAX_ECHOED_PATH = 120;

/** find-my-way's default maxParamLength: no id of the registry is longer. */
const MAX_PATH_PARAMETER = 100;

function routeNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathOnly = request.url.split('?')[0] ?? '';
  // With the web app built, its wildcard route matches a path whose parameter is over the router's limit, so
  // the router's own refusal (400) never comes and the path lands here: the same 400, not "no such call".
  if (isServerPath(pathOnly) && pathOnly.split('/').some((segment) => segment.length > MAX_PATH_PARAMETER)) {
    return sendError(
      request,
      reply,
      Object.assign(new Error(pathOnly), { code: 'FST_ERR_MAX_PARAM_LENGTH' }),
    );
  }
  const shown = pathOnly.length > MAX_ECHOED_PATH ? `${pathOnly.slice(0, MAX_ECHOED_PATH)}…` : pathOnly;
  const message = isServerPath(pathOnly)
    ? `There is no call ${request.method} ${shown}; the API's calls are listed at /api/docs`
    : `Nothing is found at ${shown}`;
  return sendError(request, reply, AppError.notFound(message));
}

async function webApp(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  const built = existsSync(path.join(root, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts): sent as they
      // are to a browser that accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      // Vite fingerprints everything under assets/, so those can be cached for good; index.html never.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html').send(NOT_BUILT_PAGE),
    );
  }

  // Read once: the public pages' Open Graph tags are written into it per request.
  const indexHtml = built ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';

  app.setNotFoundHandler(async (request, reply) => {
    if (built && isClientRoute(request)) {
      const meta = await publicPageMeta(
        app.database.read,
        app.config.publicUrl,
        request.url.split('?')[0] ?? '',
      );
      reply.header('cache-control', 'no-cache');
      return meta
        ? reply.type('text/html; charset=utf-8').send(withPageMeta(indexHtml, meta))
        : reply.sendFile('index.html');
    }
    return routeNotFound(request, reply);
  });
}

export default fp(webApp, { name: 'web-app', dependencies: ['app-context'] });
