import { describe, expect, it } from 'vitest';
import { buildPermissionContext } from './permission-context';
import { A1, A2, C1, C2, ROLES, subject, type RoleName } from './permission-fixtures';
import { can } from './can';
import type { PermissionAction, PermissionTarget, PermissionThing } from './permission-vocabulary';

const ACTIVE_ACCOUNT: PermissionTarget = { companyId: C1, accountId: A1 };
const BLOCKED_ACCOUNT: PermissionTarget = { companyId: C1, accountId: A2 };
const OWN_COMPANY: PermissionTarget = { companyId: C1 };
const COLLEAGUE: PermissionTarget = { companyId: C1, userId: 'someone-else' };

type Row = [
  rule: string,
  role: RoleName,
  action: PermissionAction,
  thing: PermissionThing,
  target: PermissionTarget,
  expected: boolean,
];

const ADMIN = 'Registry admin: everything, except Issue on units and Create or Trust on accounts';
const REP = 'Company representative (active)';
const UNIT_VIEW = 'Unit View: any membership';
const UNIT_INITIATE =
  'Issue, Transfer, Split, Retire, SetComment: accountRepFullAccess or accountRepInitiator on an active account';
const UNIT_SIGN = 'Sign: accountRepFullAccess or accountRepApprover on an active account';
const MEMBER =
  'Other active user with an active membership: own company, themself and their accounts (active and not)';
const TRUST = 'Trust on accounts where their role is not readOnly';
const UNIT_ACCEPT =
  'Accept (decision 019): accountRepFullAccess, accountRepInitiator or accountRepApprover on an active account';
const INACTIVE = 'Nothing is granted when the user is not active';
const SELECTED = 'Non-admins need a selected company that belongs to them';

const rows: Row[] = [
  [ADMIN, 'admin', 'View', 'Company', OWN_COMPANY, true],
  [ADMIN, 'admin', 'Block', 'User', COLLEAGUE, true],
  [ADMIN, 'admin', 'Invite', 'RegistryAdminUser', {}, true],
  [ADMIN, 'admin', 'Block', 'Account', ACTIVE_ACCOUNT, true],
  [ADMIN, 'admin', 'ViewUnits', 'Account', ACTIVE_ACCOUNT, true],
  [ADMIN, 'admin', 'Sign', 'Unit', ACTIVE_ACCOUNT, true],
  [ADMIN, 'admin', 'Manage', 'Billing', {}, true],
  [ADMIN, 'admin', 'Issue', 'Unit', ACTIVE_ACCOUNT, false],
  [ADMIN, 'admin', 'Remove', 'Unit', ACTIVE_ACCOUNT, true],
  [
    'Remove on units (issued in error): registry administrators only',
    'fullAccess',
    'Remove',
    'Unit',
    ACTIVE_ACCOUNT,
    false,
  ],
  [
    'Remove on units (issued in error): registry administrators only',
    'companyRepWithMembership',
    'Remove',
    'Unit',
    ACTIVE_ACCOUNT,
    false,
  ],
  [ADMIN, 'admin', 'Create', 'Account', OWN_COMPANY, false],
  [ADMIN, 'admin', 'Trust', 'Account', ACTIVE_ACCOUNT, false],
  [INACTIVE, 'blockedAdmin', 'View', 'Company', OWN_COMPANY, false],

  ...(['View', 'Edit', 'Close', 'Create', 'Trust'] as const).map((action): Row => [
    `${REP}: ${action} on accounts`,
    'companyRep',
    action,
    'Account',
    ACTIVE_ACCOUNT,
    true,
  ]),
  [`${REP}: no Block on accounts`, 'companyRep', 'Block', 'Account', ACTIVE_ACCOUNT, false],
  [
    `${REP}: ViewUnits only where they hold a membership`,
    'companyRep',
    'ViewUnits',
    'Account',
    ACTIVE_ACCOUNT,
    false,
  ],
  [
    `${REP}: ViewUnits where they hold a membership`,
    'companyRepWithMembership',
    'ViewUnits',
    'Account',
    ACTIVE_ACCOUNT,
    true,
  ],
  [
    `${REP}: unit permissions as for members (no membership)`,
    'companyRep',
    'View',
    'Unit',
    ACTIVE_ACCOUNT,
    false,
  ],
  [
    `${REP}: unit permissions as for members (read-only)`,
    'companyRepWithMembership',
    'View',
    'Unit',
    ACTIVE_ACCOUNT,
    true,
  ],
  [
    `${REP}: unit permissions as for members (read-only)`,
    'companyRepWithMembership',
    'Transfer',
    'Unit',
    ACTIVE_ACCOUNT,
    false,
  ],
  ...(['View', 'Edit', 'Close'] as const).flatMap((action): Row[] => [
    [`${REP}: ${action} own company`, 'companyRep', action, 'Company', OWN_COMPANY, true],
    [`${REP}: ${action} users`, 'companyRep', action, 'User', COLLEAGUE, true],
  ]),
  [`${REP}: no Block on the company`, 'companyRep', 'Block', 'Company', OWN_COMPANY, false],
  [`${REP}: no Block on users`, 'companyRep', 'Block', 'User', COLLEAGUE, false],
  [`${REP}: view company representatives`, 'companyRep', 'View', 'CompanyRepresentative', OWN_COMPANY, true],
  [`${REP}: view company users`, 'companyRep', 'View', 'CompanyUsers', OWN_COMPANY, true],
  [`${REP}: edit account roles`, 'companyRep', 'Edit', 'AccountRole', ACTIVE_ACCOUNT, true],
  [
    `${REP}: invite company representatives`,
    'companyRep',
    'Invite',
    'CompanyRepresentative',
    OWN_COMPANY,
    true,
  ],
  [
    `${REP}: remove company representatives`,
    'companyRep',
    'Remove',
    'CompanyRepresentative',
    OWN_COMPANY,
    true,
  ],
  [
    `${REP}: invite account representatives`,
    'companyRep',
    'Invite',
    'AccountRepresentative',
    ACTIVE_ACCOUNT,
    true,
  ],
  [
    `${REP}: remove account representatives`,
    'companyRep',
    'Remove',
    'AccountRepresentative',
    ACTIVE_ACCOUNT,
    true,
  ],
  [`${REP}: view billing`, 'companyRep', 'View', 'Billing', OWN_COMPANY, true],
  [`${REP}: no Manage on billing`, 'companyRep', 'Manage', 'Billing', OWN_COMPANY, false],
  [`${REP}: no registry admin rights`, 'companyRep', 'Invite', 'RegistryAdminUser', {}, false],
  [
    `${REP}: the target must be in the selected company`,
    'companyRep',
    'View',
    'Account',
    { companyId: C2 },
    false,
  ],

  ...(['Issue', 'Transfer', 'Split', 'Retire', 'SetComment'] as const).flatMap((action): Row[] => [
    [UNIT_INITIATE, 'fullAccess', action, 'Unit', ACTIVE_ACCOUNT, true],
    [UNIT_INITIATE, 'initiator', action, 'Unit', ACTIVE_ACCOUNT, true],
    [UNIT_INITIATE, 'approver', action, 'Unit', ACTIVE_ACCOUNT, false],
    [UNIT_INITIATE, 'readOnly', action, 'Unit', ACTIVE_ACCOUNT, false],
    [`${UNIT_INITIATE} (blocked account)`, 'fullAccess', action, 'Unit', BLOCKED_ACCOUNT, false],
    [`${UNIT_INITIATE} (blocked account)`, 'initiator', action, 'Unit', BLOCKED_ACCOUNT, false],
  ]),
  [UNIT_SIGN, 'fullAccess', 'Sign', 'Unit', ACTIVE_ACCOUNT, true],
  [UNIT_SIGN, 'approver', 'Sign', 'Unit', ACTIVE_ACCOUNT, true],
  [UNIT_SIGN, 'initiator', 'Sign', 'Unit', ACTIVE_ACCOUNT, false],
  [UNIT_SIGN, 'readOnly', 'Sign', 'Unit', ACTIVE_ACCOUNT, false],
  [`${UNIT_SIGN} (blocked account)`, 'approver', 'Sign', 'Unit', BLOCKED_ACCOUNT, false],
  [UNIT_ACCEPT, 'fullAccess', 'Accept', 'Unit', ACTIVE_ACCOUNT, true],
  [UNIT_ACCEPT, 'initiator', 'Accept', 'Unit', ACTIVE_ACCOUNT, true],
  [UNIT_ACCEPT, 'approver', 'Accept', 'Unit', ACTIVE_ACCOUNT, true],
  [UNIT_ACCEPT, 'readOnly', 'Accept', 'Unit', ACTIVE_ACCOUNT, false],
  [`${UNIT_ACCEPT} (blocked account)`, 'initiator', 'Accept', 'Unit', BLOCKED_ACCOUNT, false],
  [
    `${UNIT_ACCEPT}: not the administrator, who does not trust either`,
    'admin',
    'Accept',
    'Unit',
    ACTIVE_ACCOUNT,
    false,
  ],
  [
    `${UNIT_ACCEPT}: a representative accepts through a membership, as units are seen`,
    'companyRep',
    'Accept',
    'Unit',
    ACTIVE_ACCOUNT,
    false,
  ],
  ...(['fullAccess', 'initiator', 'approver', 'readOnly'] as const).flatMap((role): Row[] => [
    [UNIT_VIEW, role, 'View', 'Unit', ACTIVE_ACCOUNT, true],
    [`${UNIT_VIEW} (blocked account)`, role, 'View', 'Unit', BLOCKED_ACCOUNT, true],
    [`${MEMBER}: their accounts`, role, 'View', 'Account', ACTIVE_ACCOUNT, true],
    [`${MEMBER}: their accounts, not active too`, role, 'View', 'Account', BLOCKED_ACCOUNT, true],
    [`${MEMBER}: ViewUnits on their accounts`, role, 'ViewUnits', 'Account', ACTIVE_ACCOUNT, true],
    [`${MEMBER}: own company`, role, 'View', 'Company', OWN_COMPANY, true],
    [`${MEMBER}: themself`, role, 'View', 'User', { userId: ROLES[role].user.id }, true],
    [`${MEMBER}: not their colleagues`, role, 'View', 'User', COLLEAGUE, false],
    [`${MEMBER}: no Edit on the company`, role, 'Edit', 'Company', OWN_COMPANY, false],
    [`${MEMBER}: no Edit on accounts`, role, 'Edit', 'Account', ACTIVE_ACCOUNT, false],
    [`${MEMBER}: no Create on accounts`, role, 'Create', 'Account', OWN_COMPANY, false],
    [`${MEMBER}: no view of company users`, role, 'View', 'CompanyUsers', OWN_COMPANY, false],
    [`${MEMBER}: no view of billing`, role, 'View', 'Billing', OWN_COMPANY, false],
    [`${MEMBER}: no invitations`, role, 'Invite', 'AccountRepresentative', ACTIVE_ACCOUNT, false],
  ]),
  [TRUST, 'fullAccess', 'Trust', 'Account', ACTIVE_ACCOUNT, true],
  [TRUST, 'initiator', 'Trust', 'Account', ACTIVE_ACCOUNT, true],
  [TRUST, 'approver', 'Trust', 'Account', ACTIVE_ACCOUNT, true],
  [TRUST, 'readOnly', 'Trust', 'Account', ACTIVE_ACCOUNT, false],
  [
    `${MEMBER}: not accounts without a membership`,
    'regularNoMembership',
    'View',
    'Account',
    ACTIVE_ACCOUNT,
    false,
  ],
  [
    `${MEMBER}: own company without an account membership`,
    'regularNoMembership',
    'View',
    'Company',
    OWN_COMPANY,
    true,
  ],
  ['Profile settings: a user edits themself', 'readOnly', 'Edit', 'User', { userId: 'reader' }, true],

  [INACTIVE, 'blockedUser', 'View', 'Company', OWN_COMPANY, false],
  [INACTIVE, 'blockedUser', 'View', 'Unit', ACTIVE_ACCOUNT, false],
  [INACTIVE, 'blockedUser', 'Transfer', 'Unit', ACTIVE_ACCOUNT, false],
  [INACTIVE, 'blockedUser', 'View', 'User', { userId: 'blocked' }, false],

  [`${SELECTED} (user of another company)`, 'otherCompanyUser', 'View', 'Company', OWN_COMPANY, false],
  [`${SELECTED} (user of another company)`, 'otherCompanyUser', 'View', 'Unit', ACTIVE_ACCOUNT, false],
  [`${SELECTED} (user of another company)`, 'otherCompanyUser', 'Transfer', 'Unit', { accountId: A1 }, false],
  [`${SELECTED} (user of another company)`, 'otherCompanyUser', 'Edit', 'Account', ACTIVE_ACCOUNT, false],
  [`${SELECTED} (user of another company)`, 'otherCompanyUser', 'View', 'User', COLLEAGUE, false],
  [`${SELECTED} (no selected company)`, 'noSelectedCompany', 'View', 'Company', OWN_COMPANY, false],
  [`${SELECTED} (no selected company)`, 'noSelectedCompany', 'View', 'Unit', ACTIVE_ACCOUNT, false],
  [`${SELECTED} (no selected company)`, 'noSelectedCompany', 'Create', 'Account', {}, false],
];

describe('can: platform spec §6 role table', () => {
  it.each(rows)('%s [%s: %s on %s %o] -> %s', (_rule, role, action, thing, target, expected) => {
    expect(can(ROLES[role], action, thing, target)).toBe(expected);
  });
});

describe('can: checks without a named account', () => {
  it.each([
    ['may issue on some account: full access', 'fullAccess', 'Issue', true],
    ['may issue on some account: read-only', 'readOnly', 'Issue', false],
    ['may sign on some account: approver', 'approver', 'Sign', true],
  ] as const)('%s', (_rule, role, action, expected) => {
    expect(can(ROLES[role], action, 'Unit')).toBe(expected);
  });
});

describe('can: a blocked company cannot act (reason CompanyBlocked)', () => {
  const user = subject('full', 'regular', ['accountRepFullAccess']);
  user.companies = user.companies.map((company) => ({ ...company, companyStatus: 'blocked' }));
  const ctx = buildPermissionContext(user);
  it.each([
    ['transfer is refused', 'Transfer', false],
    ['sign is refused', 'Sign', false],
    ['view is still allowed', 'View', true],
  ] as const)('%s', (_rule, action, expected) => {
    expect(can(ctx, action, 'Unit', ACTIVE_ACCOUNT)).toBe(expected);
  });
});

describe('can: a removed account membership gives nothing', () => {
  const user = subject('gone', 'regular', ['accountRepFullAccess']);
  user.accountMemberships = user.accountMemberships.map((m) => ({ ...m, status: 'removed' }));
  it('Unit View: any (active) membership', () => {
    expect(can(buildPermissionContext(user), 'View', 'Unit', ACTIVE_ACCOUNT)).toBe(false);
  });
});
