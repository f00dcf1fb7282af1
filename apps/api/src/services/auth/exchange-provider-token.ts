import type { IssuedToken } from '@safc/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { exchangedProviderTokens, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ProviderTokenVerifier, VerifiedProviderToken } from '../../identity/verify-provider-token';
import { eventTransaction, recordEvents } from '../events/record-events';
import { issueSessionToken, startWebSession } from './web-session';

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

export const ALREADY_EXCHANGED_MESSAGE = 'This access token was already exchanged: sign in again';

/**
 * A provider access token is exchanged once (docs/decisions/090): its jti is kept until its exp, so a token
 * copied from a browser or a log opens nothing, even before it expires. The expired ones go as they pass.
 * On a unique key, a second exchange running at the same time waits for the first and then finds its row.
 */
async function takeOnce(tx: Tx, identity: VerifiedProviderToken): Promise<void> {
  await tx.delete(exchangedProviderTokens).where(lt(exchangedProviderTokens.expiresAt, sql`now()`));
  const [taken] = await tx
    .insert(exchangedProviderTokens)
    .values({ jti: identity.jti, expiresAt: identity.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: exchangedProviderTokens.jti });
  if (!taken) throw AppError.unauthorized(ALREADY_EXCHANGED_MESSAGE);
}

export interface ExchangedToken {
  issued: IssuedToken;
  /** The secret of the browser's sign-in, for its HttpOnly cookie (decision 090). */
  sessionSecret: string;
}

/**
 * POST /api/auth/token: the provider's access token in, a 1-hour internal token and a browser sign-in out
 * (DESIGN §6, decision 090).
 */
export async function exchangeProviderToken(
  db: Db,
  verifier: ProviderTokenVerifier,
  accessToken: string,
): Promise<ExchangedToken> {
  const identity = await verifier.verify(accessToken);
  const found = await findRegistryUser(db, identity);

  return eventTransaction(db, async (tx) => {
    const user =
      found.user ?? (found.email ? await linkSubject(tx, found.email, identity.subject) : undefined);
    if (!user) throw AppError.unauthorized(NOT_REGISTERED_MESSAGE);
    if (user.status !== 'active') throw AppError.forbidden(`User is ${user.status}`);
    await takeOnce(tx, identity);

    const webSession = await startWebSession(tx, {
      userId: user.id,
      providerSessionUid: identity.providerSessionUid,
      authenticatedAt: identity.authenticatedAt,
    });
    const issued = await issueSessionToken(tx, user.id, webSession.id);
    await recordEvents(tx, [
      {
        type: 'UserSignedIn',
        actorId: user.id,
        entityType: 'user',
        entityId: user.id,
        payload: { tokenId: issued.id, linkedSubject: !found.user },
      },
    ]);
    return { issued, sessionSecret: webSession.secret };
  });
}
