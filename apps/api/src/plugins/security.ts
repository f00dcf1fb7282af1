import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { postgresRateLimitStore } from './rate-limit-store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError } from '../errors/app-error';
import { LOGOUT_SCRIPT_CSP_HASH } from '../identity/provider-pages';
import { SIGN_IN_SCRIPT_CSP_HASH } from '../identity/sign-in-page';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route-level limits for the two routes that check a secret (config.rateLimit of the route). */
    rateLimits: { signIn: RateLimitOptions; tokenExchange: RateLimitOptions };
  }
}

const emailOf = (request: FastifyRequest): string => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

async function security(app: FastifyInstance): Promise<void> {
  const { publicUrl, oidc } = app.config;
  const secure = publicUrl.startsWith('https:');
  // The browser talks to an external issuer directly (discovery, token endpoint, silent renew in a frame).
  const issuerOrigin = oidc.embedded ? [] : [new URL(oidc.issuer).origin];

  // Helmet's middleware built once. @fastify/helmet built it anew on every request (about 30 times the cost
  // of applying it: the CSP directives parsed and checked per request); the headers are the same every time.
  const secureHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    secureHeaders(request.raw, reply.raw, () => done());
  });
  // A signed-in caller's answers (holdings, people, invoices) are theirs alone: no cache, the browser's disk
  // included, keeps them after sign-out. Public calls and downloads set their own.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (
      request.url.startsWith('/api/') &&
      !request.routeOptions.config?.public &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'private, no-store');
    }
    done();
  });

  // Only the routes that check a secret are limited (they opt in with config.rateLimit). The counters live in
  // the database, so N API processes allow what one does (issue 15 §5).
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.database.db),
    errorResponseBuilder: (_request, context) =>
      new AppError('tooManyRequests', `Too many requests, retry in ${context.after}`),
  });
  const { rateLimits } = app.config;
  app.decorate('rateLimits', {
    // Per e-mail and client address, counted once the form is read: password guessing on one account is
    // slowed, while many people signing in from one office (or a test suite) are not.
    signIn: {
      max: rateLimits.signInPerMinute,
      timeWindow: '1 minute',
      hook: 'preHandler',
      keyGenerator: (request) => `${request.ip}|${emailOf(request)}`,
    },
    tokenExchange: { max: rateLimits.tokenExchangePerMinute, timeWindow: '1 minute' },
  });
}

export default fp(security, { name: 'security', dependencies: ['app-context'] });
