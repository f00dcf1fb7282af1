import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_MEMBERSHIP_ROLES,
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  ACTION_STATUSES,
  ACTION_TYPES,
  ASSURANCE_LEVELS,
  COMPANY_ROLES,
  COMPANY_STATUSES,
  DOCUMENTATION_TYPES,
  EVENT_TYPES,
  FEE_KINDS,
  INVITATION_KINDS,
  INVITATION_STATUSES,
  INVOICE_STATUSES,
  ISSUANCE_STATUSES,
  MEMBERSHIP_STATUSES,
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCES,
  ONBOARDING_STATUSES,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  SUSTAINABILITY_TIERS,
  TICKET_TYPES,
  TOKEN_KINDS,
  UNIT_BLOCK_STATUSES,
  UNIT_TYPES,
  UPLOAD_PURPOSES,
  USER_STATUSES,
} from '@safc/domain';

// Every enum is built from the domain's vocabulary, so the database and the code cannot drift apart:
// a value added in @safc/domain shows up in the next `drizzle-kit generate` as an ALTER TYPE.

export const unitTypeEnum = pgEnum('unit_type', UNIT_TYPES);
export const accountTypeEnum = pgEnum('account_type', ACCOUNT_TYPES);
export const accountStatusEnum = pgEnum('account_status', ACCOUNT_STATUSES);
export const companyStatusEnum = pgEnum('company_status', COMPANY_STATUSES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const onboardingStatusEnum = pgEnum('onboarding_status', ONBOARDING_STATUSES);
export const companyRoleEnum = pgEnum('company_role', COMPANY_ROLES);
export const membershipStatusEnum = pgEnum('membership_status', MEMBERSHIP_STATUSES);
export const accountMembershipRoleEnum = pgEnum('account_membership_role', ACCOUNT_MEMBERSHIP_ROLES);
export const requestKindEnum = pgEnum('request_kind', REQUEST_KINDS);
export const requestStatusEnum = pgEnum('request_status', REQUEST_STATUSES);
export const actionTypeEnum = pgEnum('action_type', ACTION_TYPES);
export const actionStatusEnum = pgEnum('action_status', ACTION_STATUSES);
export const unitBlockStatusEnum = pgEnum('unit_block_status', UNIT_BLOCK_STATUSES);
export const issuanceStatusEnum = pgEnum('issuance_status', ISSUANCE_STATUSES);
export const invitationKindEnum = pgEnum('invitation_kind', INVITATION_KINDS);
export const invitationStatusEnum = pgEnum('invitation_status', INVITATION_STATUSES);
export const tokenKindEnum = pgEnum('token_kind', TOKEN_KINDS);
export const ticketTypeEnum = pgEnum('ticket_type', TICKET_TYPES);
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);
export const feeKindEnum = pgEnum('fee_kind', FEE_KINDS);
export const documentationTypeEnum = pgEnum('documentation_type', DOCUMENTATION_TYPES);
export const assuranceLevelEnum = pgEnum('assurance_level', ASSURANCE_LEVELS);
export const sustainabilityTierEnum = pgEnum('sustainability_tier', SUSTAINABILITY_TIERS);
export const uploadPurposeEnum = pgEnum('upload_purpose', UPLOAD_PURPOSES);
export const eventTypeEnum = pgEnum('event_type', EVENT_TYPES);
export const notificationPreferenceEnum = pgEnum('notification_preference', NOTIFICATION_PREFERENCES);
export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);
