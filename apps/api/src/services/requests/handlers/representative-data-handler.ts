import { userUpdateSchema } from '@safc/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema';
import type { RequestHandler } from '../request-handler';
import { recordEvents } from '../../events/record-events';

const RepresentativeDataPayload = z.object({ userId: z.uuid(), changes: userUpdateSchema });

/**
 * CrDataApprovalRequest: a company representative's own details, which the administrator checked at
 * onboarding, change only once approved (docs/decisions/029). The request names the person in its payload.
 */
export const representativeDataHandler: RequestHandler = {
  async approve({ tx, request, deciderId }) {
    const { userId, changes: parsed } = RepresentativeDataPayload.parse(request.payload);
    await tx
      .update(users)
      .set({ ...parsed, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await recordEvents(tx, [
      {
        type: 'UserUpdated',
        actorId: deciderId,
        companyId: request.companyId,
        entityType: 'user',
        entityId: userId,
        payload: { changes: parsed, requestId: request.id },
      },
    ]);
  },
  reject: async () => undefined,
};
