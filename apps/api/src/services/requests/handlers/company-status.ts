import type { CompanyStatus } from '@safc/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../../db/schema';
import type { RequestDecision } from '../request-handler';
import { recordEvents } from '../../events/record-events';

/** Moves the request's company to a status, with the event that says so (closing is closeLockedCompany). */
export async function setCompanyStatus(
  { tx, request, deciderId }: RequestDecision,
  status: CompanyStatus,
): Promise<void> {
  const companyId = request.companyId!;
  await tx.update(companies).set({ status, updatedAt: new Date() }).where(eq(companies.id, companyId));
  await recordEvents(tx, [
    {
      type: 'CompanyUpdated',
      actorId: deciderId,
      companyId,
      entityType: 'company',
      entityId: companyId,
      payload: { status, requestId: request.id },
    },
  ]);
}
