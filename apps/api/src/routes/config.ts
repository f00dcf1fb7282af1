import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const PublicConfigSchema = z
  .object({
    oidcAuthority: z.string().describe('OpenID Connect issuer the web signs in with'),
    oidcClientId: z.string(),
    apiAudience: z.string().describe('Resource indicator to request the access token for'),
    buildVersion: z.string(),
    environment: z.enum(['development', 'production']),
    userGuideUrl: z.string(),
    errorReportingDsn: z.string().nullable().describe('The error-reporting client is off when null'),
  })
  .meta({ id: 'PublicConfig' });

/** What the web needs before anyone signs in; nothing secret. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: 'Public settings of the web app',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => {
      const { config } = app;
      return {
        oidcAuthority: config.oidc.issuer,
        oidcClientId: config.oidc.clientId,
        apiAudience: config.oidc.audience,
        buildVersion: config.buildVersion,
        environment: config.environment,
        userGuideUrl: config.userGuideUrl,
        errorReportingDsn: config.errorReportingDsn,
      };
    },
  );
};
