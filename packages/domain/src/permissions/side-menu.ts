import { can } from './can';
import type { PermissionContext } from './permission-vocabulary';
import type { RouteName } from './route-sets';

export type SideMenuItem = Extract<
  RouteName,
  | 'COMPANY'
  | 'COMPANIES'
  | 'ACCOUNTS'
  | 'COLLEAGUES'
  | 'USERS'
  | 'ACTIONS'
  | 'HOLDINGS'
  | 'LOGS'
  | 'BILLING'
  | 'PEERS'
>;

export const SIDE_MENU_LABELS: Record<SideMenuItem, string> = {
  COMPANY: 'Company information',
  COMPANIES: 'Companies',
  ACCOUNTS: 'Accounts',
  COLLEAGUES: 'Colleagues',
  USERS: 'Users',
  ACTIONS: 'Actions',
  HOLDINGS: 'Holdings',
  LOGS: 'Logs',
  BILLING: 'Billing',
  PEERS: 'Peer registries',
};

export interface SideMenuFacts {
  /** The user may view the units of at least one account (the holdings account list is not empty). */
  hasVisibleAccounts: boolean;
  /** Any account exists in the registry (admins). */
  accountsExist: boolean;
}

/** Platform spec §2 "Shell": the side menu's items, in order. */
export function sideMenuFor(ctx: PermissionContext, facts: SideMenuFacts): SideMenuItem[] {
  if (ctx.user.isRegistryAdmin) {
    return [
      'COMPANY',
      'COMPANIES',
      'ACCOUNTS',
      'USERS',
      'ACTIONS',
      ...(facts.accountsExist ? (['HOLDINGS'] as const) : []),
      'LOGS',
      'BILLING',
      'PEERS',
    ];
  }
  const hasCompany = ctx.selectedCompanyId !== null;
  const items: SideMenuItem[] = ['COMPANY'];
  if (hasCompany) items.push('ACCOUNTS');
  if (hasCompany && can(ctx, 'View', 'CompanyUsers')) items.push('COLLEAGUES');
  if (hasCompany && facts.hasVisibleAccounts) items.push('HOLDINGS');
  if (hasCompany) items.push('LOGS');
  // The spec's company menu has no Billing: representatives reach /billing (in their route set) from the
  // Company information page and from the link in each invoice e-mail (docs/decisions/013).
  return items;
}
