import { can, refusalOf, selectedCompanyOf, type PermissionAction, type PermissionThing } from '@safc/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import type { RequestAuth } from './authenticate';

// Permission before validation (issue 39, docs/decisions/093): a caller who may not make a call is told so
// (401, 403) before its body is read, so a read-only member learns no field names from a 400 and a long
// number is never parsed for them. Each mutating route says in its config what it asks of the caller, in the
// domain's words; the services still judge the call on its target (an account, a block) as before.

/** An action on a kind of thing, asked of the selected company as the domain's `can` asks it. */
export interface CallPermission {
  action: PermissionAction;
  thing: PermissionThing;
}

/** The permission `can(context, action, thing)` asks, for a route's config: `may('Transfer', 'Unit')`. */
export const may = (action: PermissionAction, thing: PermissionThing): CallPermission => ({ action, thing });

/** Registry administrators: the domain gives Manage on companies to them alone. */
export const ADMINISTRATOR = may('Manage', 'Company');

/**
 * A rule that is not an action on any thing of the selected company ("an onboarded user who is not an
 * administrator", "the user of the path, or whoever may edit users"): the refusal it gives, or null. It
 * sees the path's parameters, never the body.
 */
export interface CallerRule {
  refusalFor: (auth: RequestAuth, params: Record<string, string>) => string | null;
}

/**
 * What a mutating route asks before its body is read: one permission, any of several, a rule of its own,
 * or only a signed-in caller (the call acts on the caller's own things: their profile, their tokens).
 */
export type RoutePermission = CallPermission | readonly CallPermission[] | CallerRule | 'signedIn';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked before the body is parsed or validated; required on every mutating non-public /api route. */
    permission?: RoutePermission;
  }
}

/** The refusal the route's permission gives this caller, or null when it lets them call. */
export function routePermissionRefusal(request: FastifyRequest): AppError | null {
  const permission = request.routeOptions.config.permission;
  const auth = request.auth;
  if (!permission || permission === 'signedIn' || !auth) return null;
  if ('refusalFor' in permission) {
    const refusal = permission.refusalFor(auth, (request.params ?? {}) as Record<string, string>);
    return refusal === null ? null : AppError.forbidden(refusal);
  }
  const anyOf: readonly CallPermission[] = Array.isArray(permission) ? permission : [permission];
  // A token held to one account (decision 091) is asked about that account: asked about none, `can` refuses
  // it everything, and the service then checks the account the call really acts on.
  const onlyAccountId = auth.permissions.onlyAccountId;
  const target = onlyAccountId === undefined ? {} : { accountId: onlyAccountId };
  if (anyOf.some(({ action, thing }) => can(auth.permissions, action, thing, target))) return null;
  // A blocked company cannot act: the refusal says why, as the services' own check does.
  const companyBlocked = selectedCompanyOf(auth.permissions)?.companyStatus === 'blocked';
  return AppError.forbidden(
    refusalOf(anyOf[0]!.action, anyOf[0]!.thing),
    companyBlocked ? { reason: 'CompanyBlocked' } : undefined,
  );
}

/** The methods that change something: each such /api route declares its permission. */
const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

function refuseWithoutRoutePermission(request: FastifyRequest): void {
  const refusal = routePermissionRefusal(request);
  if (refusal) throw refusal;
}

async function routePermission(app: FastifyInstance): Promise<void> {
  // A mutating route that says nothing would be read for anyone signed in: the registry refuses to start.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || route.config?.public || route.config?.permission) return;
    if (!methods.some((method) => MUTATING.has(method))) return;
    throw new Error(
      `${methods.join(',')} ${route.url} declares no config.permission: say what the caller needs ` +
        "(the domain's action and thing, a rule, or 'signedIn'), checked before its body (docs/decisions/093)",
    );
  });
  // After authenticate's onRequest, which set the caller: before the body is parsed.
  app.addHook('onRequest', async (request) => refuseWithoutRoutePermission(request));
}

export default fp(routePermission, { name: 'route-permission', dependencies: ['authenticate'] });
