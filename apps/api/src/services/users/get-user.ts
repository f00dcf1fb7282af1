import type { UserDetails, UserFull, UserSummary } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Caller } from './caller';
import { findUserFor } from './find-user';
import { loadUserSummaries } from './load-user-views';

/** GET /api/users/{id} */
export async function getUser(db: Db, caller: Caller, id: string): Promise<UserSummary> {
  const { companyId } = await findUserFor(db, caller, id);
  const [summary] = await loadUserSummaries(db, eq(users.id, id), companyId ?? undefined);
  if (!summary) throw new Error(`getUser: the summary of the user ${id} is missing`);
  return summary;
}

/** GET /api/users/{id}/details: what the person gave at registration. */
export async function getUserDetails(db: Db, caller: Caller, id: string): Promise<UserDetails> {
  const { user } = await findUserFor(db, caller, id);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    employerName: user.employerName,
    phone: user.phone,
  };
}

/** GET /api/users/{id}/full: the user, their memberships and their registration details together. */
export async function getUserFull(db: Db, caller: Caller, id: string): Promise<UserFull> {
  const summary = await getUser(db, caller, id);
  return { ...summary, details: await getUserDetails(db, caller, id) };
}
