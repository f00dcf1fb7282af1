import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { LOGOUT_SCRIPT_CSP_HASH } from '../identity/provider-pages';
import { SIGN_IN_SCRIPT_CSP_HASH } from '../identity/sign-in-page';

/** Sign-in attempts per address and minute: enough for a person, too few to guess passwords. */
export const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
/** Token exchanges per address and minute (a silent renew every few minutes per open tab). */
export const TOKEN_EXCHANGE_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

async function security(app: FastifyInstance): Promise<void> {
  const { publicUrl, oidc } = app.config;
  const secure = publicUrl.startsWith('https:');
  // The browser talks to an external issuer directly (discovery, token endpoint, silent renew in a frame).
  const issuerOrigin = oidc.embedded ? [] : [new URL(oidc.issuer).origin];

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        // Built React app and Swagger UI load their scripts from files; the two provider pages carry one
        // small inline script each, allowed by hash only.
        scriptSrc: ["'self'", SIGN_IN_SCRIPT_CSP_HASH, LOGOUT_SCRIPT_CSP_HASH],
        // MUI (emotion) injects <style> elements at run time, and the provider pages carry theirs inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...issuerOrigin],
        frameSrc: ["'self'", ...issuerOrigin],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...issuerOrigin],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Over plain http (development) HSTS would pin localhost to https for every other project too.
    hsts: secure,
  });

  // Only the routes that check a secret are limited (they opt in with config.rateLimit); the limit is per
  // process, which is enough to slow guessing down without sharing state between API processes.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('tooManyRequests', `Too many requests, retry in ${context.after}`),
  });
}

export default fp(security, { name: 'security', dependencies: ['app-context'] });
