import type { PermissionAction } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyMemberships, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { callerCan, isAdministrator, requireCan, type Caller } from './caller';

export type UserRow = typeof users.$inferSelect;

/**
 * The user if the caller may see them: administrators see everyone; others themself, and a representative
 * the members of the selected company. Anyone else answers 404; a visible user the caller may not change, 403.
 * Returns the company the call is judged in (null for administrators), to narrow what is shown.
 */
export async function findUserFor(
  db: DbOrTx,
  caller: Caller,
  id: string,
  action: PermissionAction = 'View',
  options: { lock?: boolean } = {},
): Promise<{ user: UserRow; companyId: string | null }> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [user] = options.lock ? await query.for('update') : await query;
  if (!user) throw AppError.notFound('User not found');
  if (isAdministrator(caller)) {
    requireCan(caller, action, 'User', { userId: id });
    return { user, companyId: null };
  }
  const companyId = caller.permissions.selectedCompanyId;
  const target = { companyId: companyId ?? undefined, userId: id };
  let visible = id === caller.user.id;
  if (!visible && companyId && !user.isRegistryAdmin && callerCan(caller, 'View', 'User', target)) {
    const [member] = await db
      .select({ id: companyMemberships.id })
      .from(companyMemberships)
      .where(
        and(
          eq(companyMemberships.companyId, companyId),
          eq(companyMemberships.userId, id),
          eq(companyMemberships.status, 'active'),
        ),
      );
    visible = Boolean(member);
  }
  if (!visible) throw AppError.notFound('User not found');
  // Everyone may look at and edit their own profile, even before they belong to a company.
  const own = id === caller.user.id && (action === 'View' || action === 'Edit');
  if (!own) requireCan(caller, action, 'User', target);
  return { user, companyId };
}
