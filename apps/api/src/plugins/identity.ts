import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Provider from 'oidc-provider';
import { interactionRoutes } from '../identity/interaction-routes';
import { mountProvider } from '../identity/mount-provider';
import { shapeProviderErrors } from '../identity/provider-error-shape';
import { pruneExpiredOidcPayloads } from '../identity/postgres-adapter';
import { providerConfiguration } from '../identity/provider-configuration';
import { secondFactorRoutes } from '../identity/second-factor-routes';
import { signUpRoutes } from '../identity/sign-up-routes';
import { loadProviderKeys, publicSigningKeys } from '../identity/provider-keys';
import {
  createLocalTokenVerifier,
  createRemoteTokenVerifier,
  type ProviderTokenVerifier,
} from '../identity/verify-provider-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks the identity provider's access tokens (only POST /api/auth/token accepts them). */
    providerTokens: ProviderTokenVerifier;
  }
}

const PRUNE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Embedded mode (OIDC_ISSUER unset or ours): oidc-provider at /oidc with its sign-in pages. External mode:
 * nothing is mounted, and access tokens are checked against the issuer's published keys.
 */
async function identity(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const { issuer, audience } = config.oidc;
  if (!config.oidc.embedded) {
    app.decorate('providerTokens', createRemoteTokenVerifier({ issuer, audience }));
    return;
  }

  const { db } = app.database;
  const keys = await loadProviderKeys(db);
  const provider = new Provider(issuer, providerConfiguration({ config, db, keys }));
  provider.proxy = config.trustProxy;
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider failed'));
  shapeProviderErrors(provider, app.log);

  await interactionRoutes(app, provider);
  await signUpRoutes(app);
  await secondFactorRoutes(app);
  await mountProvider(app, provider);
  app.decorate(
    'providerTokens',
    createLocalTokenVerifier({ issuer, audience, publicKeys: publicSigningKeys(keys) }),
  );

  const pruning = setInterval(() => {
    pruneExpiredOidcPayloads(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'pruning oidc_payloads failed'),
    );
  }, PRUNE_INTERVAL_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));
}

export default fp(identity, { name: 'identity', dependencies: ['app-context', 'security'] });
