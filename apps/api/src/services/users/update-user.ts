import type { UserChange, UserUpdate } from '@safc/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companyMemberships, users } from '../../db/schema';
import { openRequest } from '../requests/open-request';
import { mailRequestOpened } from '../requests/request-mail';
import { isAdministrator, type Caller, type Registry } from './caller';
import { findUserFor } from './find-user';
import { getUser } from './get-user';
import { eventTransaction, recordEvents, type EventTx } from '../events/record-events';

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
 * The one door of a change to a person's name, phone and employer, whether it applies at once (PATCH /api/users/{id})
 * or an administrator approves a representative's CrDataApprovalRequest (`requestId`): the same change and
 * UserUpdated.
 */
export async function applyUserEdit(
  tx: EventTx,
  user: { userId: string; companyId: string | null },
  changes: UserUpdate,
  actorId: string,
  requestId: string | null,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, user.userId));
  await recordEvents(tx, [
    {
      type: 'UserUpdated',
      actorId,
      companyId: user.companyId,
      entityType: 'user',
      entityId: user.userId,
      payload: requestId ? { changes, requestId } : { changes },
    },
  ]);
}

/**
 * PATCH /api/users/{userId}: name, phone and employer (profile settings for oneself; a representative or admin for
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
    await applyUserEdit(tx, { userId: id, companyId }, changes, caller.user.id, null);
    return null;
  });
  if (requestId) await mailRequestOpened(registry, requestId);
  return { ...(await getUser(registry.db, caller, id)), requestId };
}
