import type { Invitation } from '@safc/domain';
import type { Db } from '../../db/client';
import { findAccountFor } from '../accounts/find-account';
import { listInvitations } from '../invitations/list-invitations';
import { companyOfCall, requireCan, type Caller } from './caller';

/** GET /api/users/invited/company: pending invitations to the company (representatives and account members). */
export async function listInvitedToCompany(
  db: Db,
  caller: Caller,
  requestedCompanyId: string | undefined,
): Promise<Invitation[]> {
  const companyId = companyOfCall(caller, requestedCompanyId);
  requireCan(caller, 'View', 'CompanyUsers', { companyId });
  return listInvitations(db, { companyId, status: 'pending' });
}

/** GET /api/users/invited/account: pending invitations to one account. */
export async function listInvitedToAccount(db: Db, caller: Caller, accountId: string): Promise<Invitation[]> {
  await findAccountFor(db, caller, accountId, 'View', 'AccountRepresentative');
  return listInvitations(db, { accountId, status: 'pending' });
}
