import type { UserChange, UserUpdate } from '@safc/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companyMemberships, users } from '../../db/schema';
import { openRequest } from '../requests/open-request';
import { mailRequestOpened } from '../requests/request-mail';
import { isAdministrator, type Caller, type Registry } from './caller';
import { findUserFor } from './find-user';
import { getUser } from './get-user';
import { eventTransaction, recordEvents } from '../events/record-events';

/**
 * The company whose representative the user is (the selected one first), or null. A representative's
 * details were checked by the administrator at onboarding, so a change of them is reviewed again.
 */
async function representedCompanyOf(tx: Tx, userId: string, selected: string | null): Promise<string | null> {
  const represented = await tx
    .select({ companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(
      and(
        eq(companyMemberships.userId, userId),
        eq(companyMemberships.role, 'companyRepresentative'),
        eq(companyMemberships.status, 'active'),
      ),
    )
    .orderBy(asc(companyMemberships.createdAt));
  const ids = represented.map((row) => row.companyId);
  return (selected && ids.includes(selected) ? selected : ids[0]) ?? null;
}

/**
 * PATCH /api/users/{userId}: name and phone (profile settings for oneself; a representative or admin for
 * others). An administrator's change, or anyone's who is not a company representative, applies at once; a
 * company representative's details change through a CrDataApprovalRequest (docs/decisions/029).
 */
export async function updateUser(
  registry: Registry,
  caller: Caller,
  id: string,
  changes: UserUpdate,
): Promise<UserChange> {
  const requestId = await eventTransaction(registry.db, async (tx) => {
    const { companyId } = await findUserFor(tx, caller, id, 'Edit', { lock: true });
    const represented = isAdministrator(caller)
      ? null
      : await representedCompanyOf(tx, id, caller.permissions.selectedCompanyId ?? null);
    if (represented)
      return openRequest(tx, {
        kind: 'CrDataApprovalRequest',
        companyId: represented,
        requestedBy: caller.user.id,
        payload: { userId: id, changes },
      });
    await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id));
    await recordEvents(tx, [
      {
        type: 'UserUpdated',
        actorId: caller.user.id,
        companyId,
        entityType: 'user',
        entityId: id,
        payload: { changes },
      },
    ]);
    return null;
  });
  if (requestId) await mailRequestOpened(registry, requestId);
  return { ...(await getUser(registry.db, caller, id)), requestId };
}
