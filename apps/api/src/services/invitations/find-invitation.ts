import type { Invitation, InvitationStatus } from '@safc/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, companies, invitations } from '../../db/schema';
import { AppError } from '../../errors/app-error';

export type InvitationRow = typeof invitations.$inferSelect;

/** Expiry is judged on read: a pending invitation past its date is expired whether or not a job marked it. */
export const invitationStatusOf = (
  invitation: Pick<InvitationRow, 'status' | 'expiresAt'>,
): InvitationStatus =>
  invitation.status === 'pending' && invitation.expiresAt.getTime() <= Date.now()
    ? 'expired'
    : invitation.status;

const UNUSABLE: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: 'This invitation has already been used',
  revoked: 'This invitation has been revoked',
  expired: 'This invitation has expired',
};

/** The invitation, locked for the rest of the transaction when asked, or 404. */
export async function findInvitation(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<InvitationRow> {
  const query = db.select().from(invitations).where(eq(invitations.id, id));
  const [invitation] = options.lock ? await query.for('update') : await query;
  if (!invitation) throw AppError.notFound('Invitation not found');
  return invitation;
}

/** Invitations are single use: a used, revoked or expired one is refused with 410 and the reason. */
export function assertUsable(invitation: InvitationRow): void {
  const status = invitationStatusOf(invitation);
  if (status !== 'pending')
    throw new AppError('gone', UNUSABLE[status], { reason: UNUSABLE[status], status });
}

/** Invitations with the names of their company and account, for lists and the public check. */
export async function loadInvitationViews(db: DbOrTx, where: SQL | undefined): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: invitations, companyName: companies.name, accountName: accounts.name })
    .from(invitations)
    .leftJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(accounts, eq(accounts.id, invitations.accountId))
    .where(where)
    .orderBy(invitations.createdAt);
  return rows.map(({ invitation, companyName, accountName }) => ({
    id: invitation.id,
    kind: invitation.kind,
    email: invitation.email,
    status: invitationStatusOf(invitation),
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
    companyId: invitation.companyId,
    companyName,
    accountId: invitation.accountId,
    accountName,
    accountRole: invitation.accountRole,
    invitedBy: invitation.invitedBy,
  }));
}
