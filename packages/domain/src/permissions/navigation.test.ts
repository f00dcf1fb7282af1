import { describe, expect, it } from 'vitest';
import { landingRouteAfterSignIn, type SignedInUser } from './landing-route';
import { ROLES } from './permission-fixtures';
import { ADMIN_ROUTES, COMPANY_USER_ROUTES, routePath, routeSetFor } from './route-sets';
import { sideMenuFor } from './side-menu';

describe('route sets: admins get the admin set; all others the company-user set', () => {
  it.each([
    ['admin', ROLES.admin, ADMIN_ROUTES],
    ['company representative', ROLES.companyRep, COMPANY_USER_ROUTES],
    ['read-only member', ROLES.readOnly, COMPANY_USER_ROUTES],
  ] as const)('%s', (_role, ctx, expected) => {
    expect(routeSetFor(ctx)).toBe(expected);
  });
  it('fills URL parameters', () => {
    expect(routePath('UNIT_VIEW', { unitId: 'u-1' })).toBe('/units/u-1');
  });
});

describe('side menu (platform spec §2 Shell)', () => {
  const some = { hasVisibleAccounts: true, accountsExist: true };
  const none = { hasVisibleAccounts: false, accountsExist: false };
  it.each([
    [
      'Admin menu, accounts exist',
      ROLES.admin,
      some,
      ['COMPANY', 'COMPANIES', 'ACCOUNTS', 'USERS', 'ACTIONS', 'HOLDINGS', 'LOGS', 'BILLING', 'PEERS'],
    ],
    [
      'Admin menu: Holdings only if accounts exist',
      ROLES.admin,
      none,
      ['COMPANY', 'COMPANIES', 'ACCOUNTS', 'USERS', 'ACTIONS', 'LOGS', 'BILLING', 'PEERS'],
    ],
    [
      'Colleagues needs permission to view company users; no Billing in the company menu',
      ROLES.companyRep,
      some,
      ['COMPANY', 'ACCOUNTS', 'COLLEAGUES', 'HOLDINGS', 'LOGS'],
    ],
    ['Holdings needs at least one visible account', ROLES.readOnly, none, ['COMPANY', 'ACCOUNTS', 'LOGS']],
    ['Holdings with a visible account', ROLES.readOnly, some, ['COMPANY', 'ACCOUNTS', 'HOLDINGS', 'LOGS']],
    ['Company information always; the rest needs a company', ROLES.noSelectedCompany, some, ['COMPANY']],
  ] as const)('%s', (_rule, ctx, facts, expected) => {
    expect(sideMenuFor(ctx, facts)).toEqual(expected);
  });
});

describe('/login-success sends the user on', () => {
  const me = (over: Partial<SignedInUser>): SignedInUser => ({
    isRegistryAdmin: false,
    isPendingOnboardingApproval: false,
    companies: [{ role: 'regular' }],
    accountMemberships: [{ status: 'active' }],
    ...over,
  });
  it.each([
    [
      'to the company page if onboarding approval is pending',
      me({ isPendingOnboardingApproval: true }),
      '/company',
    ],
    ['registry admins go to Accounts', me({ isRegistryAdmin: true }), '/accounts'],
    [
      'company representatives with no account membership go to Accounts',
      me({ companies: [{ role: 'companyRepresentative' }], accountMemberships: [] }),
      '/accounts',
    ],
    [
      'company representatives with an account membership go to Holdings',
      me({ companies: [{ role: 'companyRepresentative' }] }),
      '/holdings',
    ],
    ['everyone else goes to Holdings', me({}), '/holdings'],
    [
      'everyone else goes to Holdings, even without a membership',
      me({ accountMemberships: [] }),
      '/holdings',
    ],
  ] as const)('%s', (_rule, user, expected) => {
    expect(landingRouteAfterSignIn(user)).toBe(expected);
  });
});
