import type { RequestKind } from '@safc/domain';
import { accountCreateHandler, accountDetailsChangeHandler } from './handlers/account-handlers';
import {
  companyCloseHandler,
  companyUpdateDocsHandler,
  companyUpdateHandler,
} from './handlers/company-change-handlers';
import { companyCreateHandler } from './handlers/company-create-handler';
import { companyOnboardHandler } from './handlers/company-onboard-handler';
import { joinAccountHandler } from './handlers/join-account-handler';
import { joinCompanyHandler } from './handlers/join-company-handler';
import { representativeDataHandler } from './handlers/representative-data-handler';
import { issueApprovalHandler } from '../issuances/issue-approval-handler';
import type { RequestHandler } from './request-handler';

/** What approving or rejecting each kind of request does: every kind has one, so every kind can be decided. */
export const REQUEST_HANDLERS: Record<RequestKind, RequestHandler> = {
  CompanyOnboardRequest: companyOnboardHandler,
  JoinCrApprovalRequest: joinCompanyHandler,
  CompanyUpdateRequest: companyUpdateHandler,
  CompanyUpdateDocsRequest: companyUpdateDocsHandler,
  CompanyCloseRequest: companyCloseHandler,
  AccountCreateRequest: accountCreateHandler,
  AccountDetailsChangeRequest: accountDetailsChangeHandler,
  IssueApprovalRequest: issueApprovalHandler,
  CompanyCreateRequest: companyCreateHandler,
  CrDataApprovalRequest: representativeDataHandler,
  JoinArApprovalRequest: joinAccountHandler,
};
