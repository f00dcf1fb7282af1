import { buildPermissionContext, type PermissionContext } from '@safc/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { findSessionByHash, type Session } from '../services/auth/find-session';
import type { SessionToken } from '../services/auth/find-session';
import { hashInternalToken } from '../services/auth/internal-token';
import { idempotencyKeyOf } from '../routes/idempotent-replay';
import type { SessionUser } from '../services/auth/load-session-user';

export interface RequestAuth {
  user: SessionUser;
  token: SessionToken;
  permissions: PermissionContext;
  /** For a mutating call with an Idempotency-Key: whether the caller had taken that key already (keyedCall). */
  keyTaken?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on every non-public /api call. */
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /**
     * Anyone may call this route: no bearer token, no X-Requested-With. Declared on the route beside its
     * schema (docs/decisions/010); the OpenAPI document then lists it without security.
     */
    public?: boolean;
  }
}

function bearerTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw AppError.unauthorized('Missing bearer token');
  return token.trim();
}

/**
 * One hook for every authenticated /api call: it reads the internal token, loads the user with companies
 * and memberships, and builds the domain's permission context for the selected company (X-Company-Id,
 * docs/decisions/002).
 */
async function authenticate(app: FastifyInstance): Promise<void> {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    // Only calls that reach an /api route: an unknown path (no route, or the web app's static wildcard)
    // answers 404 to anyone, as the route list is public in the OpenAPI document anyway.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    if (request.routeOptions.config.public) return;
    // CSRF guard: a cross-site form or image cannot set a custom header, and a cross-site script that sets
    // one triggers a CORS preflight this API never approves. The bearer token already protects us from a
    // stolen cookie; this guards API clients that might one day use cookies, and keeps every caller explicit.
    const requestedWith = request.headers['x-requested-with'];
    if (requestedWith !== 'XMLHttpRequest') {
      // A client that sends the header with another value is told the value, not that it is missing.
      throw AppError.badRequest(
        requestedWith === undefined
          ? 'Missing X-Requested-With header'
          : 'The X-Requested-With header must be XMLHttpRequest',
      );
    }
    const tokenHash = hashInternalToken(bearerTokenOf(request));
    // A mutating call's key is looked up with the session: a replay then costs no transaction (keyedCall).
    const key = READ_METHODS.has(request.method) ? undefined : idempotencyKeyOf(request);
    authenticateAs(request, await findSessionByHash(app.database.db, tokenHash, key));
  });
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Sets the request's caller: the session and its permission context for the selected company, held to the
 * API token's account if it has one. A read-only API token is refused any other call than a read, before
 * anything else happens (decision 091).
 */
export function authenticateAs(request: FastifyRequest, session: Session): RequestAuth {
  if (session.token.scope === 'read' && !READ_METHODS.has(request.method))
    throw AppError.forbidden('This API token may only read: it makes GET calls only');
  const requestedCompany = request.headers['x-company-id'];
  const permissions = buildPermissionContext(
    session.user,
    typeof requestedCompany === 'string' ? requestedCompany : null,
  );
  request.auth = {
    ...session,
    permissions: session.token.accountId
      ? { ...permissions, onlyAccountId: session.token.accountId }
      : permissions,
  };
  return request.auth;
}

/** The signed-in caller of an authenticated route; the hook guarantees it there. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw AppError.unauthorized('Missing bearer token');
  return request.auth;
}

export default fp(authenticate, { name: 'authenticate', dependencies: ['app-context'] });
