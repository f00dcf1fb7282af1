import type {
  AccountMembershipRole,
  CompanyRole,
  InvitationKind,
  InvitationStatus,
  MembershipStatus,
  OnboardingStatus,
  UserStatus,
} from '@safc/domain';

// The shapes the user calls answer (apps/api/src/services/users/load-user-views.ts, get-user.ts).

export interface UserSummary {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  status: UserStatus;
  isRegistryAdmin: boolean;
  onboardingStatus: OnboardingStatus;
  companies: { id: string; name: string; role: CompanyRole; status: MembershipStatus }[];
  accountMemberships: {
    accountId: string;
    accountName: string;
    companyId: string;
    role: AccountMembershipRole;
    status: MembershipStatus;
  }[];
  createdAt: string;
}

export interface UserDetails {
  id: string;
  email: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  employerName: string | null;
  phone: string | null;
}

export type UserFull = UserSummary & { details: UserDetails };

export interface Invitation {
  id: string;
  kind: InvitationKind;
  email: string;
  status: InvitationStatus;
  expiresAt: string;
  createdAt: string;
  companyId: string | null;
  companyName: string | null;
  accountId: string | null;
  accountName: string | null;
  accountRole: AccountMembershipRole | null;
}
