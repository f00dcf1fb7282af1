// The registry's vocabulary of kinds, roles and statuses. The database creates its enums from these
// arrays (apps/api/src/db/schema/enums.ts), so adding a value here needs a migration there.

export { UNIT_TYPES, type UnitType } from './unit-types';

export const ACCOUNT_TYPES = [
  'airTransportProviderHoldingAccount',
  'certificationBody',
  'fuelProviderHoldingAccount',
  'generalHoldingAccount',
  'logisticsProviderHoldingAccount',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Accounts and companies share one life cycle. */
export const ACCOUNT_STATUSES = [
  'awaitingReview',
  'active',
  'blocked',
  'closed',
  'rejected',
  'removed',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  active: 'Active',
  closed: 'Closed',
  blocked: 'Blocked',
  awaitingReview: 'Awaiting Review',
  rejected: 'Rejected',
  removed: 'Removed',
};
export const COMPANY_STATUSES = ACCOUNT_STATUSES;
export type CompanyStatus = AccountStatus;

/** A user is never deleted: removal is a status, so history keeps its actors. */
export const USER_STATUSES = ['active', 'blocked', 'removed'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ONBOARDING_STATUSES = [
  'pendingUserData',
  'pendingVerification',
  'pendingInternalAction',
  'onboarded',
  'failed',
] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const COMPANY_ROLES = ['companyRepresentative', 'regular'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const MEMBERSHIP_STATUSES = ['active', 'removed'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const ACCOUNT_MEMBERSHIP_ROLES = [
  'accountRepFullAccess',
  'accountRepApprover',
  'accountRepInitiator',
  'readOnly',
] as const;
export type AccountMembershipRole = (typeof ACCOUNT_MEMBERSHIP_ROLES)[number];
/** Who may sign an account's actions (platform spec §6, Sign): the API counts them, the web lists them. */
export const SIGNER_ROLES: readonly AccountMembershipRole[] = ['accountRepFullAccess', 'accountRepApprover'];
export const ACCOUNT_MEMBERSHIP_ROLE_LABELS: Record<AccountMembershipRole, string> = {
  accountRepFullAccess: 'Full access',
  accountRepApprover: 'Approver',
  accountRepInitiator: 'Initiator',
  readOnly: 'Read only',
};

export const REQUEST_KINDS = [
  'JoinCrApprovalRequest',
  'CrDataApprovalRequest',
  'CompanyCreateRequest',
  'AccountDetailsChangeRequest',
  'CompanyOnboardRequest',
  'CompanyCloseRequest',
  'AccountCreateRequest',
  'CompanyUpdateDocsRequest',
  'CompanyUpdateRequest',
  'JoinArApprovalRequest',
  'IssueApprovalRequest',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * The spec's action types, plus IssueMeta (unbundling), which DESIGN §5 makes an action too, and ClaimEdit: a
 * change to a completed claim, signed like the claim itself (issue 39, docs/decisions/094).
 */
export const ACTION_TYPES = [
  'Issue',
  'Transfer',
  'Claim',
  'Split',
  'IssueMeta',
  'Onboarding',
  'ClaimEdit',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
export const ACTION_TYPE_LABELS: Record<ActionType, string> = {
  Issue: 'Issue',
  Transfer: 'Transfer',
  Claim: 'Claim',
  Split: 'Split',
  IssueMeta: 'Issue SAFcE',
  Onboarding: 'Onboarding',
  ClaimEdit: 'Claim correction',
};

/** Where an action stands. The spec's two states (pending, finished) are derived: see actionState. */
export const ACTION_STATUSES = [
  'pendingSignature',
  'pendingAcceptance',
  'pendingApproval',
  'clarificationRequested',
  'completed',
  'rejected',
  'cancelled',
  'expired',
] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
export const ACTION_STATUS_LABELS: Record<ActionStatus, string> = {
  pendingSignature: 'Awaiting signature',
  pendingAcceptance: 'Awaiting acceptance',
  pendingApproval: 'Awaiting approval',
  clarificationRequested: 'Clarification requested',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
export const ACTION_STATES = ['pending', 'finished'] as const;
export type ActionState = (typeof ACTION_STATES)[number];
export const actionState = (status: ActionStatus): ActionState =>
  status === 'pendingSignature' ||
  status === 'pendingAcceptance' ||
  status === 'pendingApproval' ||
  status === 'clarificationRequested'
    ? 'pending'
    : 'finished';

/** Blocks never change volume: an operation supersedes its block and creates children. */
export const UNIT_BLOCK_STATUSES = ['active', 'retired', 'superseded', 'removed', 'expired'] as const;
export type UnitBlockStatus = (typeof UNIT_BLOCK_STATUSES)[number];

export const ISSUANCE_STATUSES = [
  'pendingSignature',
  'pendingApproval',
  'clarificationRequested',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type IssuanceStatus = (typeof ISSUANCE_STATUSES)[number];

export const INVITATION_KINDS = [
  'createCompany',
  'joinCompany',
  'authorisedRepresentative',
  'registryAdmin',
] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const TOKEN_KINDS = ['session', 'api'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** What an API token may do (decision 091): `read` makes only GET calls, `full` acts as its user. */
export const API_TOKEN_SCOPES = ['read', 'full'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** An API token's lifetime, chosen at creation: at most a year. */
export const API_TOKEN_LIFETIME_DAYS = [30, 90, 365] as const;
export const DEFAULT_API_TOKEN_LIFETIME_DAYS = 90;

export const TICKET_TYPES = ['technicalIssue', 'otherIssues', 'suggestion'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  technicalIssue: 'Technical issue',
  otherIssues: 'Other Issues',
  suggestion: 'Suggestion',
};

export const INVOICE_STATUSES = ['draft', 'issued', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const FEE_KINDS = ['issuancePerTonne', 'accountYearly', 'accountReactivation'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const DOCUMENTATION_TYPES = ['pos', 'poc'] as const;
export type DocumentationType = (typeof DOCUMENTATION_TYPES)[number];
export const DOCUMENTATION_TYPE_LABELS: Record<DocumentationType, string> = {
  pos: 'Proof of Sustainability',
  poc: 'Proof of Compliance',
};

export const ASSURANCE_LEVELS = ['VAL', 'REV', 'VER', 'UR'] as const;
export type AssuranceLevel = (typeof ASSURANCE_LEVELS)[number];

export const SUSTAINABILITY_TIERS = ['A', 'B', 'C'] as const;
export type SustainabilityTier = (typeof SUSTAINABILITY_TIERS)[number];

export const UNIT_CATEGORIES = [1, 2, 3] as const;
export type UnitCategory = (typeof UNIT_CATEGORIES)[number];

export const UPLOAD_PURPOSES = [
  'issuanceDocument',
  'onboardingDocument',
  'companyDocument',
  'accountDocument',
  'ticketScreenshot',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Every state change writes one of these to the event log (DESIGN §8). Persisted as a database enum. */
export const EVENT_TYPES = [
  'RegistrySeeded',
  'UserCreated',
  'UserUpdated',
  'UserBlocked',
  'UserUnblocked',
  'UserRemoved',
  'UserSignedIn',
  'UserSignedOut',
  // Too many failed sign-ins locked the user's e-mail address; an administrator lifted the lock (issue 15 §5).
  'SignInLocked',
  'SignInUnlocked',
  'TokenCreated',
  'TokenRevoked',
  'InvitationCreated',
  'InvitationRevoked',
  'InvitationAccepted',
  'CompanyCreated',
  'CompanyUpdated',
  'CompanyDocumentsUpdated',
  'CompanyBlocked',
  'CompanyUnblocked',
  'CompanyClosed',
  'CompanyMemberAdded',
  'CompanyMemberRemoved',
  'AccountCreated',
  'AccountUpdated',
  'AccountBlocked',
  'AccountUnblocked',
  'AccountClosed',
  'AccountTrustUpdated',
  'AccountMemberInvited',
  'AccountMemberAdded',
  'AccountMemberRoleChanged',
  'AccountMemberRemoved',
  'RequestCreated',
  'RequestApproved',
  'RequestRejected',
  'IssuanceSubmitted',
  'IssuanceClarificationRequested',
  'IssuanceClarified',
  'IssuanceApproved',
  'IssuanceRejected',
  'ActionStarted',
  'ActionSigned',
  'ActionAccepted',
  'ActionApproved',
  'ActionRejected',
  'ActionCancelled',
  'ActionExpired',
  'ActionCompleted',
  'UnitIssued',
  'UnitTransferred',
  'UnitSplit',
  'UnitClaimed',
  'UnitClaimEdited',
  'UnitUnbundled',
  'UnitCommentSet',
  'UnitRemoved',
  'UnitExpired',
  'FeeScheduleUpdated',
  'InvoiceGenerated',
  'InvoiceUpdated',
  'TicketCreated',
  'WebhookCreated',
  'WebhookUpdated',
  'WebhookSecretRotated',
  'WebhookDeleted',
  'WebhookDisabled',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Holdings list modes: each block alone, or blocks in the tree of their chain of custody. */
export const LIST_MODES = ['single', 'tree'] as const;
export type ListMode = (typeof LIST_MODES)[number];

/** Why a signed-in person has no registry profile (platform spec §3). */
export const NOT_REGISTERED_STATES = ['unknown', 'notRegistered'] as const;
export type NotRegisteredState = (typeof NOT_REGISTERED_STATES)[number];
