import { INTERNAL_TOKEN_TTL_MS, type IssuedToken } from '@safc/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { tokens, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ProviderTokenVerifier, VerifiedProviderToken } from '../../identity/verify-provider-token';
import { generateInternalToken } from './internal-token';
import { eventTransaction, recordEvents } from '../events/record-events';

export const NOT_REGISTERED_MESSAGE = 'User is not registered in the system';

type RegistryUser = { id: string; status: string };

/**
 * A registry user is found by the provider's subject. The first sign-in links them: the user invited under
 * an e-mail address is found by that address, only when the provider vouches for it, and only while no
 * other identity is linked, so a second identity with the same address cannot take the account over.
 */
async function findRegistryUser(
  db: Db,
  identity: VerifiedProviderToken,
): Promise<{ user?: RegistryUser; email?: string }> {
  const [linked] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.oidcSubject, identity.subject));
  if (linked) return { user: linked };
  const email = await identity.lookUpVerifiedEmail();
  return email ? { email } : {};
}

async function linkSubject(tx: Tx, email: string, subject: string): Promise<RegistryUser | undefined> {
  const [user] = await tx
    .update(users)
    .set({ oidcSubject: subject, updatedAt: new Date() })
    // Or already this subject: two tabs finishing the very first sign-in together both succeed.
    .where(and(eq(users.email, email), or(isNull(users.oidcSubject), eq(users.oidcSubject, subject))))
    .returning({ id: users.id, status: users.status });
  return user;
}

/** POST /api/auth/token: the provider's access token in, a 1-hour internal token out (DESIGN §6). */
export async function exchangeProviderToken(
  db: Db,
  verifier: ProviderTokenVerifier,
  accessToken: string,
): Promise<IssuedToken> {
  const identity = await verifier.verify(accessToken);
  const found = await findRegistryUser(db, identity);

  return eventTransaction(db, async (tx) => {
    const user =
      found.user ?? (found.email ? await linkSubject(tx, found.email, identity.subject) : undefined);
    if (!user) throw AppError.unauthorized(NOT_REGISTERED_MESSAGE);
    if (user.status !== 'active') throw AppError.forbidden(`User is ${user.status}`);

    const { token, tokenHash } = generateInternalToken();
    const expiresAt = new Date(Date.now() + INTERNAL_TOKEN_TTL_MS);
    const [stored] = await tx
      .insert(tokens)
      .values({ kind: 'session', userId: user.id, tokenHash, expiresAt })
      .returning({ id: tokens.id });
    if (!stored) throw new Error('exchangeProviderToken: the session token was not inserted');
    await recordEvents(tx, [
      {
        type: 'UserSignedIn',
        actorId: user.id,
        entityType: 'user',
        entityId: user.id,
        payload: { tokenId: stored.id, linkedSubject: !found.user },
      },
    ]);
    return { token, id: stored.id, expiresAt: expiresAt.toISOString() };
  });
}
