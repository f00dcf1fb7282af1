import { WEB_SESSION_MAX_MS } from '@safc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

// The browser sign-in's cookie (docs/decisions/090): HttpOnly, so no script of the page (nor one injected
// into it) can read it; SameSite=Strict and only for /api/auth, so no other site's page makes the browser
// send it; Secure whenever the registry is served over https. Its calls also need X-Requested-With, which a
// cross-site form cannot set and a cross-site script sets only after a CORS preflight this API refuses.

export const SESSION_COOKIE = 'safc_session';
const COOKIE_PATH = '/api/auth';

const cookieAttributes = (request: FastifyRequest, maxAgeSeconds: number): string =>
  [
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(request.protocol === 'https' || request.server.config.publicUrl.startsWith('https:')
      ? ['Secure']
      : []),
  ].join('; ');

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${secret}; ${cookieAttributes(request, Math.floor(WEB_SESSION_MAX_MS / 1000))}`,
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${cookieAttributes(request, 0)}`);
}

/** The cookie's secret, if the browser sent one (base64url, as the registry made it). */
export function sessionSecretOf(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === SESSION_COOKIE && value && /^[\w-]{43}$/.test(value)) return value;
  }
  return undefined;
}

/** The cookie routes are public (no bearer token yet), but still only for the registry's own script. */
export function requireScriptCall(request: FastifyRequest): void {
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest')
    throw AppError.badRequest('Missing X-Requested-With header');
}

/** The bearer token of a call, if any, whether or not it still works. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}
