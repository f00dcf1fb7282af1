import type { CompanyRole } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import { companyMemberships } from '../../db/schema';
import { recordEvents, type EventTx } from '../events/record-events';

export interface CompanyMemberInput {
  companyId: string;
  userId: string;
  role: CompanyRole;
  actorId: string;
  /** A representative who also joins as a regular member stays a representative. */
  keepHigherRole?: boolean;
}

/** Adds (or re-activates) a company membership; memberships are never deleted, only removed. */
export async function addCompanyMember(tx: EventTx, input: CompanyMemberInput): Promise<void> {
  const [existing] = await tx
    .select()
    .from(companyMemberships)
    .where(
      and(eq(companyMemberships.companyId, input.companyId), eq(companyMemberships.userId, input.userId)),
    );
  if (
    existing?.status === 'active' &&
    (existing.role === input.role || (input.keepHigherRole && existing.role === 'companyRepresentative'))
  )
    return;
  const role =
    input.keepHigherRole && existing?.status === 'active' && existing.role === 'companyRepresentative'
      ? existing.role
      : input.role;
  if (existing) {
    await tx
      .update(companyMemberships)
      .set({ role, status: 'active' })
      .where(eq(companyMemberships.id, existing.id));
  } else {
    await tx.insert(companyMemberships).values({ companyId: input.companyId, userId: input.userId, role });
  }
  await recordEvents(tx, [
    {
      type: 'CompanyMemberAdded',
      actorId: input.actorId,
      companyId: input.companyId,
      entityType: 'user',
      entityId: input.userId,
      payload: { role },
    },
  ]);
}
