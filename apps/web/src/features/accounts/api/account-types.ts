import type {
  AccountMembershipRole,
  AccountStatus,
  AccountType,
  MembershipStatus,
  UserStatus,
} from '@safc/domain';

// The shapes the account calls answer (apps/api/src/routes/account/account-schemas.ts).

export interface UploadSummary {
  id: string;
  name: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export interface AccountSummary {
  id: string;
  name: string;
  type: AccountType;
  status: AccountStatus;
  requiredSignatures: number;
  blockReason: string | null;
  companyId: string;
  companyName: string;
  /** The caller's own role on the account, if they are a member. */
  myRole: AccountMembershipRole | null;
  createdAt: string;
}

export interface AccountMember {
  userId: string;
  name: string;
  email: string;
  role: AccountMembershipRole;
  status: MembershipStatus;
  userStatus: UserStatus;
}

export interface AccountView extends AccountSummary {
  members: AccountMember[];
  documents: UploadSummary[];
  trustedAccounts: { id: string; name: string; companyName: string }[];
  /** Members who may sign; fewer than requiredSignatures means no action can start (NotEnoughApprovers). */
  possibleSignersCount: number;
}

export interface AccountChange extends AccountView {
  /** The request an administrator decides, when the change needs one. */
  requestId: string | null;
}
