import type { AccountMembershipRole, CompanyRole } from '../catalogues/statuses';
import { buildPermissionContext } from './permission-context';
import type { PermissionContext, PermissionSubject } from './permission-vocabulary';

// Test fixtures: company C1 owns the active account A1 and the blocked account A2; company C2 is another.
export const C1 = 'company-1';
export const C2 = 'company-2';
export const A1 = 'account-1';
export const A2 = 'account-2';
export const A3 = 'account-3-of-c2';

export function subject(
  id: string,
  companyRole: CompanyRole | null,
  roles: AccountMembershipRole[] = [],
  overrides: Partial<PermissionSubject> = {},
): PermissionSubject {
  return {
    id,
    status: 'active',
    isRegistryAdmin: false,
    companies: companyRole
      ? [{ id: C1, name: 'Company One', role: companyRole, status: 'active', companyStatus: 'active' }]
      : [],
    accountMemberships: roles.flatMap((role) => [
      { accountId: A1, companyId: C1, role, status: 'active' as const, accountStatus: 'active' as const },
      { accountId: A2, companyId: C1, role, status: 'active' as const, accountStatus: 'blocked' as const },
    ]),
    ...overrides,
  };
}

export const ROLES = {
  admin: buildPermissionContext(subject('admin', null, [], { isRegistryAdmin: true })),
  companyRep: buildPermissionContext(subject('rep', 'companyRepresentative'), C1),
  companyRepWithMembership: buildPermissionContext(
    subject('rep-member', 'companyRepresentative', ['readOnly']),
  ),
  fullAccess: buildPermissionContext(subject('full', 'regular', ['accountRepFullAccess'])),
  initiator: buildPermissionContext(subject('initiator', 'regular', ['accountRepInitiator'])),
  approver: buildPermissionContext(subject('approver', 'regular', ['accountRepApprover'])),
  readOnly: buildPermissionContext(subject('reader', 'regular', ['readOnly'])),
  regularNoMembership: buildPermissionContext(subject('regular', 'regular')),
  blockedUser: buildPermissionContext(
    subject('blocked', 'companyRepresentative', ['accountRepFullAccess'], { status: 'blocked' }),
  ),
  blockedAdmin: buildPermissionContext(
    subject('blocked-admin', null, [], { isRegistryAdmin: true, status: 'blocked' }),
  ),
  otherCompanyUser: buildPermissionContext(
    subject('other', null, [], {
      companies: [
        {
          id: C2,
          name: 'Company Two',
          role: 'companyRepresentative',
          status: 'active',
          companyStatus: 'active',
        },
      ],
      accountMemberships: [
        {
          accountId: A3,
          companyId: C2,
          role: 'accountRepFullAccess',
          status: 'active',
          accountStatus: 'active',
        },
      ],
    }),
  ),
  noSelectedCompany: {
    user: subject('lost', 'companyRepresentative', ['accountRepFullAccess']),
    selectedCompanyId: null,
  },
} satisfies Record<string, PermissionContext>;
export type RoleName = keyof typeof ROLES;
