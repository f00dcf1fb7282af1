import type { Invitation } from '@safc/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { callerCan, isAdministrator, type Caller } from '../users/caller';
import { listInvitations, type InvitationFilter } from './list-invitations';

/** GET /api/invitations: administrators see all; a representative sees those to their selected company. */
export function listVisibleInvitations(
  db: Db,
  caller: Caller,
  filter: InvitationFilter,
): Promise<Invitation[]> {
  if (isAdministrator(caller)) return listInvitations(db, filter);
  const companyId = caller.permissions.selectedCompanyId;
  if (!companyId || !callerCan(caller, 'Invite', 'CompanyRepresentative', { companyId }))
    throw AppError.forbidden('You are not allowed to see the invitations');
  if (filter.companyId && filter.companyId !== companyId) throw AppError.notFound('Company not found');
  return listInvitations(db, { ...filter, companyId });
}
