import type { RequestKind } from './statuses';

/** The request kinds in words an administrator and a representative read. */
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  JoinCrApprovalRequest: 'Company representative joining',
  CrDataApprovalRequest: 'Company representative details',
  CompanyCreateRequest: 'Company creation',
  AccountDetailsChangeRequest: 'Change of account details',
  CompanyOnboardRequest: 'Company onboarding',
  CompanyCloseRequest: 'Company closure',
  AccountCreateRequest: 'Account creation',
  CompanyUpdateDocsRequest: 'New company documents',
  CompanyUpdateRequest: 'Change of company details',
  JoinArApprovalRequest: 'Authorised representative joining',
  IssueApprovalRequest: 'Issuance',
};
