import {
  INACTIVITY_TIMEOUT_MS,
  INTERNAL_TOKEN_TTL_MS,
  WEB_SESSION_MAX_MS,
  type IssuedToken,
} from '@safc/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { tokens, users, webSessions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { endProviderSession } from '../../identity/end-provider-session';
import { generateInternalToken, hashInternalToken } from './internal-token';

// A browser's sign-in (docs/decisions/090). Its secret lives in an HttpOnly cookie the page's script cannot
// read; the page keeps only the 1-hour internal token, in memory, and asks for another with the cookie. A
// sign-in not renewed for the inactivity timeout (2 hours) is over on the server too, whatever the page does.

const IDLE_INTERVAL = sql`now() + ${`${INACTIVITY_TIMEOUT_MS} milliseconds`}::interval`;

export const SIGN_IN_ENDED_MESSAGE = 'Your sign-in has ended: sign in again';

export interface StartedWebSession {
  id: string;
  /** For the HttpOnly cookie only: never stored, never in an answer's body. */
  secret: string;
}

export async function startWebSession(
  tx: DbOrTx,
  input: { userId: string; providerSessionUid: string | undefined; authenticatedAt: Date | undefined },
): Promise<StartedWebSession> {
  const { token: secret, tokenHash: secretHash } = generateInternalToken();
  const [started] = await tx
    .insert(webSessions)
    .values({
      userId: input.userId,
      secretHash,
      providerSessionUid: input.providerSessionUid ?? null,
      authenticatedAt: input.authenticatedAt ?? null,
      idleUntil: IDLE_INTERVAL,
      endsAt: new Date(Date.now() + WEB_SESSION_MAX_MS),
    })
    .returning({ id: webSessions.id });
  if (!started) throw new Error('startWebSession: the sign-in was not inserted');
  return { id: started.id, secret };
}

/** A 1-hour internal token minted by a browser's sign-in. */
export async function issueSessionToken(
  tx: DbOrTx,
  userId: string,
  webSessionId: string,
): Promise<IssuedToken> {
  const { token, tokenHash } = generateInternalToken();
  const expiresAt = new Date(Date.now() + INTERNAL_TOKEN_TTL_MS);
  const [stored] = await tx
    .insert(tokens)
    .values({ kind: 'session', userId, tokenHash, expiresAt, webSessionId })
    .returning({ id: tokens.id });
  if (!stored) throw new Error('issueSessionToken: the session token was not inserted');
  return { token, id: stored.id, expiresAt: expiresAt.toISOString() };
}

/**
 * Ends a browser's sign-in: every token it minted stops working and the provider's session it came from
 * ends with its refresh tokens, so the next sign-in asks for the password. Idempotent.
 */
export async function endWebSession(
  tx: DbOrTx,
  session: { id: string; providerSessionUid: string | null },
): Promise<void> {
  await tx
    .update(webSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(webSessions.id, session.id), isNull(webSessions.endedAt)));
  await tx
    .update(tokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tokens.webSessionId, session.id), isNull(tokens.revokedAt)));
  if (session.providerSessionUid) await endProviderSession(tx, session.providerSessionUid);
}

/** The sign-in behind a cookie's secret, ended or not, locked for the caller's transaction. */
export async function lockWebSession(tx: DbOrTx, secret: string) {
  const [session] = await tx
    .select({
      id: webSessions.id,
      userId: webSessions.userId,
      providerSessionUid: webSessions.providerSessionUid,
      ended: sql<boolean>`${webSessions.endedAt} is not null`,
      lapsed: sql<boolean>`${webSessions.idleUntil} <= now() or ${webSessions.endsAt} <= now()`,
      userStatus: users.status,
    })
    .from(webSessions)
    .innerJoin(users, eq(users.id, webSessions.userId))
    .where(eq(webSessions.secretHash, hashInternalToken(secret)))
    .for('update', { of: webSessions });
  return session;
}

/**
 * POST /api/auth/session: a new internal token for the browser whose cookie holds a live sign-in, which then
 * lasts another 2 hours. A sign-in found lapsed is ended there and then (its provider session with it), so
 * a browser reopened after the inactivity timeout is asked for the password.
 */
export async function renewWebSession(db: Db, secret: string): Promise<IssuedToken> {
  const renewed = await db.transaction(async (tx) => {
    const session = await lockWebSession(tx, secret);
    if (!session || session.ended) return null;
    if (session.lapsed || session.userStatus !== 'active') {
      await endWebSession(tx, session);
      return null;
    }
    await tx.update(webSessions).set({ idleUntil: IDLE_INTERVAL }).where(eq(webSessions.id, session.id));
    return issueSessionToken(tx, session.userId, session.id);
  });
  if (!renewed) throw AppError.unauthorized(SIGN_IN_ENDED_MESSAGE);
  return renewed;
}
