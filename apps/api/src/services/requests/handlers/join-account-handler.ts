import { AccountMembershipRoleSchema } from '@safc/domain';
import { z } from 'zod';
import { addAccountMember } from '../../accounts/add-account-member';
import { addCompanyMember } from '../../companies/add-company-member';
import type { RequestHandler } from '../request-handler';
import { settleApplicant } from './settle-applicant';

const JoinAccountPayload = z.object({ accountRole: AccountMembershipRoleSchema });

/**
 * JoinArApprovalRequest: a person from outside the company who answered an account invitation gets the
 * offered role on the account (and a regular membership of its company) only once approved.
 */
export const joinAccountHandler: RequestHandler = {
  async approve(decision) {
    const { tx, request, deciderId } = decision;
    const { accountRole } = JoinAccountPayload.parse(request.payload);
    await addCompanyMember(tx, {
      companyId: request.companyId!,
      userId: request.requestedBy,
      role: 'regular',
      actorId: deciderId,
      keepHigherRole: true,
    });
    await addAccountMember(tx, {
      companyId: request.companyId!,
      accountId: request.accountId!,
      userId: request.requestedBy,
      role: accountRole,
      actorId: deciderId,
    });
    await settleApplicant(decision, true);
  },
  reject: (decision) => settleApplicant(decision, false),
};
