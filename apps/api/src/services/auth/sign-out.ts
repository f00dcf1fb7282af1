import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TokenKind } from '@safc/domain';
import type { Db } from '../../db/client';
import { tokens, webSessions } from '../../db/schema';
import { eventTransaction, recordEvents, type EventTx } from '../events/record-events';
import { hashInternalToken } from './internal-token';
import { endWebSession, lockWebSession } from './web-session';

export interface SignOutCredentials {
  /** The call's bearer token, expired or not: a page left open past its token's hour still signs out. */
  bearerToken: string | undefined;
  /** The browser sign-in's cookie (decision 090). */
  sessionSecret: string | undefined;
}

interface SignedOutToken {
  id: string;
  kind: TokenKind;
  userId: string;
  webSessionId: string | null;
}

const tokenColumns = {
  id: tokens.id,
  kind: tokens.kind,
  userId: tokens.userId,
  webSessionId: tokens.webSessionId,
};

async function unrevokedToken(tx: EventTx, bearerToken: string): Promise<SignedOutToken | undefined> {
  const [token] = await tx
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(tokens.tokenHash, hashInternalToken(bearerToken)), isNull(tokens.revokedAt)))
    .returning(tokenColumns);
  return token;
}

/** The last token a sign-in minted: what the UserSignedOut event names when the page held none. */
async function lastTokenOf(tx: EventTx, webSessionId: string): Promise<SignedOutToken | undefined> {
  const [token] = await tx
    .select(tokenColumns)
    .from(tokens)
    .where(eq(tokens.webSessionId, webSessionId))
    .orderBy(desc(tokens.createdAt))
    .limit(1);
  return token;
}

/**
 * POST /api/auth/logout (issue 39 item 5, decision 090): the bearer token is revoked, and the browser's
 * sign-in (from its cookie, or the one that minted the bearer token) ends with the provider's session and
 * every token it minted, so coming back asks for the password. False when neither names anything live.
 */
export async function signOut(db: Db, credentials: SignOutCredentials): Promise<boolean> {
  return eventTransaction(db, async (tx) => {
    const bearer = credentials.bearerToken ? await unrevokedToken(tx, credentials.bearerToken) : undefined;
    const fromCookie = credentials.sessionSecret
      ? await lockWebSession(tx, credentials.sessionSecret)
      : undefined;
    const webSessionId = fromCookie?.ended === false ? fromCookie.id : bearer?.webSessionId;
    const [webSession] = webSessionId
      ? await tx
          .select({ id: webSessions.id, providerSessionUid: webSessions.providerSessionUid })
          .from(webSessions)
          .where(and(eq(webSessions.id, webSessionId), isNull(webSessions.endedAt)))
      : [];
    const signedOut = bearer ?? (webSession ? await lastTokenOf(tx, webSession.id) : undefined);
    if (!signedOut) return false;
    if (webSession) await endWebSession(tx, webSession);
    await recordEvents(tx, [
      {
        type: 'UserSignedOut',
        actorId: signedOut.userId,
        entityType: 'user',
        entityId: signedOut.userId,
        payload: { tokenId: signedOut.id, kind: signedOut.kind },
      },
    ]);
    return true;
  });
}
