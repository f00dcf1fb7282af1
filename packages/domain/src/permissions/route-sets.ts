import type { PermissionContext } from './permission-vocabulary';

/** Paths of the named routes (platform spec §2); `:name` marks a URL parameter. */
export const ROUTE_PATHS = {
  COMPANY: '/company',
  /** Issue 42: the company's positions over time, for its members. */
  COMPANY_DASHBOARD: '/company/dashboard',
  COMPANIES: '/companies',
  COMPANY_VIEW: '/companies/:companyId',
  ACCOUNTS: '/accounts',
  ACCOUNT: '/accounts/:accountId',
  COLLEAGUES: '/colleagues',
  COLLEAGUE: '/colleagues/:userId',
  USERS: '/users',
  USER_VIEW: '/users/:userId',
  INVOICE_VIEW: '/invoice/:invoiceId',
  UNIT_VIEW: '/units/:unitId',
  HOLDINGS: '/holdings',
  ACTIONS: '/actions',
  LOGS: '/logs',
  BILLING: '/billing',
  PROFILE_SETTINGS: '/profile-settings',
  ISSUANCE: '/issuance',
  /** One issuance, where it stands and its form (decision 136); like ISSUANCE, in neither route set. */
  ISSUANCE_VIEW: '/issuance/:issuanceId',
  PEERS: '/peers',
  /** A company's webhook endpoints, kept by its representatives (issue 44). */
  WEBHOOKS: '/company/webhooks',
} as const;
export type RouteName = keyof typeof ROUTE_PATHS;

export const ADMIN_ROUTES = [
  'COMPANY',
  'COMPANIES',
  'COMPANY_VIEW',
  'INVOICE_VIEW',
  'ACCOUNTS',
  'ACCOUNT',
  'USERS',
  'USER_VIEW',
  'ACTIONS',
  'LOGS',
  'BILLING',
  'PROFILE_SETTINGS',
  'HOLDINGS',
  'UNIT_VIEW',
  'PEERS',
] as const satisfies readonly RouteName[];

export const COMPANY_USER_ROUTES = [
  'COMPANY',
  'COMPANY_DASHBOARD',
  'ACCOUNTS',
  'COLLEAGUES',
  'COLLEAGUE',
  'INVOICE_VIEW',
  'PROFILE_SETTINGS',
  'ACCOUNT',
  'HOLDINGS',
  'LOGS',
  'BILLING',
  'UNIT_VIEW',
  'WEBHOOKS',
] as const satisfies readonly RouteName[];

/** "Admins get the admin set; all others the company-user set." */
export function routeSetFor(ctx: PermissionContext): readonly RouteName[] {
  return ctx.user.isRegistryAdmin ? ADMIN_ROUTES : COMPANY_USER_ROUTES;
}

/** Fills a route's parameters: routePath('UNIT_VIEW', { unitId }) -> '/units/<id>'. */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTE_PATHS[name].replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? `:${key}`),
  );
}
