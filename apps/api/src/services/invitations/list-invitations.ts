import type { Invitation, InvitationKind, InvitationStatus } from '@safc/domain';
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema';
import { loadInvitationViews } from './find-invitation';

export interface InvitationFilter {
  kind?: InvitationKind;
  status?: InvitationStatus;
  companyId?: string;
  accountId?: string;
}

/** The status filter follows invitationStatusOf: "pending" excludes, "expired" includes, lapsed ones. */
function statusCondition(status: InvitationStatus): SQL | undefined {
  const now = new Date();
  if (status === 'pending') return and(eq(invitations.status, 'pending'), gt(invitations.expiresAt, now));
  if (status === 'expired')
    return or(
      eq(invitations.status, 'expired'),
      and(eq(invitations.status, 'pending'), lte(invitations.expiresAt, now)),
    );
  return eq(invitations.status, status);
}

/** Invitations matching the filter; the caller has checked who may see them. */
export function listInvitations(db: Db, filter: InvitationFilter): Promise<Invitation[]> {
  return loadInvitationViews(
    db,
    and(
      filter.kind ? eq(invitations.kind, filter.kind) : undefined,
      filter.status ? statusCondition(filter.status) : undefined,
      filter.companyId ? eq(invitations.companyId, filter.companyId) : undefined,
      filter.accountId ? eq(invitations.accountId, filter.accountId) : undefined,
    ),
  );
}
