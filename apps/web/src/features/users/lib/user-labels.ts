import type { CompanyRole, InvitationKind, OnboardingStatus } from '@safc/domain';

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  companyRepresentative: 'Company Representative',
  regular: 'Regular user',
};

export const ONBOARDING_STATUS_LABELS: Record<OnboardingStatus, string> = {
  pendingUserData: 'Invited, not registered yet',
  pendingVerification: 'Awaiting verification',
  pendingInternalAction: 'Awaiting approval',
  onboarded: 'Onboarded',
  failed: 'Failed',
};

export const INVITATION_KIND_LABELS: Record<InvitationKind, string> = {
  createCompany: 'Company representative, to register a company',
  joinCompany: 'Company representative',
  authorisedRepresentative: 'Account representative',
  registryAdmin: 'Registry administrator',
};
