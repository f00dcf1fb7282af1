import { addCompanyMember } from '../../companies/add-company-member';
import type { RequestHandler } from '../request-handler';
import { settleApplicant } from './settle-applicant';

/** JoinCrApprovalRequest: an invited person becomes a company representative only once approved. */
export const joinCompanyHandler: RequestHandler = {
  async approve(decision) {
    const { tx, request, deciderId } = decision;
    await addCompanyMember(tx, {
      companyId: request.companyId!,
      userId: request.requestedBy,
      role: 'companyRepresentative',
      actorId: deciderId,
    });
    await settleApplicant(decision, true);
  },
  reject: (decision) => settleApplicant(decision, false),
};
