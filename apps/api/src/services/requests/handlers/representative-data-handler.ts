import { userUpdateSchema } from '@safc/domain';
import { z } from 'zod';
import type { RequestHandler } from '../request-handler';
import { applyUserEdit } from '../../users/update-user';

const RepresentativeDataPayload = z.object({ userId: z.uuid(), changes: userUpdateSchema });

/**
 * CrDataApprovalRequest: a company representative's own details, which the administrator checked at
 * onboarding (name, phone number, employer), change only once approved (docs/decisions/029). The request names the person in its payload.
 */
export const representativeDataHandler: RequestHandler = {
  async approve({ tx, request, deciderId }) {
    const { userId, changes } = RepresentativeDataPayload.parse(request.payload);
    await applyUserEdit(tx, { userId, companyId: request.companyId }, changes, deciderId, request.id);
  },
  reject: async () => undefined,
};
