import type { UserDetails, UserFull, UserSummary } from '@safc/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identitySecondFactors, users } from '../../db/schema';
import type { Caller } from './caller';
import { findUserFor } from './find-user';
import { loadUserSummaries } from './load-user-views';

/**
 * Whether the embedded provider asks this user for a second factor (a confirmed one, decision 089): their
 * identity account is the users row's OpenID subject. An issuer elsewhere has no row here: false.
 */
async function hasTwoStepSignIn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmedAt: identitySecondFactors.confirmedAt })
    .from(identitySecondFactors)
    .innerJoin(users, sql`${identitySecondFactors.accountId}::text = ${users.oidcSubject}`)
    .where(and(eq(users.id, userId), isNotNull(identitySecondFactors.confirmedAt)));
  return row !== undefined;
}

/** GET /api/users/{id}; for oneself, with whether two-step sign-in is on (the Profile card says so). */
export async function getUser(db: Db, caller: Caller, id: string): Promise<UserSummary> {
  const { companyId } = await findUserFor(db, caller, id);
  const [summary] = await loadUserSummaries(db, eq(users.id, id), companyId ?? undefined);
  if (!summary) throw new Error(`getUser: the summary of the user ${id} is missing`);
  if (caller.user.id !== id) return summary;
  return { ...summary, twoStepSignIn: await hasTwoStepSignIn(db, id) };
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
