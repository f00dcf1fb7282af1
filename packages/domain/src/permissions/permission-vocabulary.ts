import type {
  AccountMembershipRole,
  AccountStatus,
  CompanyRole,
  CompanyStatus,
  MembershipStatus,
  UserStatus,
} from '../catalogues/statuses';

// Platform spec §6: a permission is an action on a kind of thing. The API and the web both ask `can`.

export const PERMISSION_ACTIONS = [
  'Create',
  'Block',
  'Unblock',
  'Edit',
  'SetComment',
  'Delete',
  'Close',
  'Remove',
  'View',
  'Invite',
  'Manage',
  'Issue',
  'Sign',
  'Transfer',
  'Split',
  'Retire',
  'Trust',
  'ViewUnits',
  // Not in the spec's list: accepting an incoming transfer or an on-behalf claim (docs/decisions/019).
  'Accept',
] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const PERMISSION_THINGS = [
  'User',
  'RegistryAdminUser',
  'Account',
  'AccountRepresentative',
  'AccountRole',
  'Company',
  'CompanyRepresentative',
  'CompanyUsers',
  'Unit',
  'Billing',
] as const;
export type PermissionThing = (typeof PERMISSION_THINGS)[number];

export interface PermissionCompany {
  id: string;
  name: string;
  role: CompanyRole;
  /** The user's membership of the company; a removed membership gives nothing. */
  status: MembershipStatus;
  companyStatus: CompanyStatus;
}

export interface PermissionAccountMembership {
  accountId: string;
  /** The company owning the account, so a check can hold the account to the selected company. */
  companyId: string;
  role: AccountMembershipRole;
  status: MembershipStatus;
  accountStatus: AccountStatus;
}

/** What `can` needs to know about the signed-in user; the API loads it once per request. */
export interface PermissionSubject {
  id: string;
  status: UserStatus;
  isRegistryAdmin: boolean;
  companies: PermissionCompany[];
  accountMemberships: PermissionAccountMembership[];
}

export interface PermissionContext {
  user: PermissionSubject;
  /** Always null for registry admins, who act across the registry. */
  selectedCompanyId: string | null;
  /**
   * Set for a call made with an API token held to one account (docs/decisions/091): only that account and
   * its units are within reach, nothing of the company around it.
   */
  onlyAccountId?: string;
}

/**
 * What the action is on. Pass the owning company with an account or a user (`{ companyId, accountId }`):
 * a company representative's rights reach every account of the company, and only the caller knows
 * which company an account or a user belongs to. Without a companyId the selected company is assumed.
 */
export interface PermissionTarget {
  companyId?: string;
  accountId?: string;
  userId?: string;
}
