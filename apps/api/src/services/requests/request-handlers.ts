import type { RequestKind } from '@safc/domain';
import { accountCreateHandler, accountDetailsChangeHandler } from './handlers/account-handlers';
import {
  companyCloseHandler,
  companyUpdateDocsHandler,
  companyUpdateHandler,
} from './handlers/company-change-handlers';
import { companyOnboardHandler } from './handlers/company-onboard-handler';
import { joinCompanyHandler } from './handlers/join-company-handler';
import { issueApprovalHandler } from '../issuances/issue-approval-handler';
import type { RequestHandler } from './request-handler';

/**
 * What approving or rejecting each kind of request does. A kind without a handler cannot be decided
 * (409), so a new kind is one line here: e.g. `IssueApprovalRequest: issueApprovalHandler,`.
 */
export const REQUEST_HANDLERS: Partial<Record<RequestKind, RequestHandler>> = {
  CompanyOnboardRequest: companyOnboardHandler,
  JoinCrApprovalRequest: joinCompanyHandler,
  CompanyUpdateRequest: companyUpdateHandler,
  CompanyUpdateDocsRequest: companyUpdateDocsHandler,
  CompanyCloseRequest: companyCloseHandler,
  AccountCreateRequest: accountCreateHandler,
  AccountDetailsChangeRequest: accountDetailsChangeHandler,
  IssueApprovalRequest: issueApprovalHandler,
};
