import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
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

function routeNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathOnly = request.url.split('?')[0];
  return sendError(request, reply, AppError.notFound(`Route ${request.method} ${pathOnly} not found`));
}

async function webApp(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  const built = existsSync(path.join(root, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
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

  app.setNotFoundHandler((request, reply) => {
    if (built && isClientRoute(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return routeNotFound(request, reply);
  });
}

export default fp(webApp, { name: 'web-app', dependencies: ['app-context'] });
