import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const API_DOCS_PREFIX = '/api/docs';

/** The OpenAPI document is made from the routes' zod schemas, so it cannot drift from what the API checks. */
async function apiDocs(app: FastifyInstance): Promise<void> {
  const zodTransform = createJsonSchemaTransform({});
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SAFc Registry API',
        description:
          'Every call except the public ones carries `Authorization: Bearer <internal token>` (from POST /api/auth/token) ' +
          'and `X-Requested-With: XMLHttpRequest`. Errors answer `{ statusCode, message, errorId, details? }`.',
        version: app.config.buildVersion,
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          internalToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'Internal token from POST /api/auth/token',
          },
        },
      },
      security: [{ internalToken: [] }],
    },
    // The OpenID provider is documented by its own discovery document, not here. A route declared public
    // (`config: { public: true }`) needs no token.
    transform: (document) => {
      if (document.url.startsWith('/oidc')) return { schema: { hide: true }, url: document.url };
      if (!document.route.config?.public) return zodTransform(document);
      return zodTransform({ ...document, schema: { ...document.schema, security: [] } });
    },
    transformObject: jsonSchemaTransformObject,
  });
  // The document and its viewer are public: anyone may read how to call the API.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_DOCS_PREFIX)) route.config = { ...route.config, public: true };
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    staticCSP: false,
  });
}

export default fp(apiDocs, { name: 'api-docs', dependencies: ['app-context'] });
