import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tokens, webSessions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { eventTransaction, recordEvents } from '../events/record-events';
import { endWebSession } from './web-session';

export interface RevokeTokenInput {
  userId: string;
  tokenId: string;
  /** UserSignedOut when the user logs out with this token; TokenRevoked when revoking one from the list. */
  reason: 'signOut' | 'revoke';
}

/**
 * A user revokes only their own tokens; someone else's token answers like a missing one. A session token
 * takes the browser sign-in that minted it along (decision 090): otherwise that browser would get another.
 */
export async function revokeToken(db: Db, { userId, tokenId, reason }: RevokeTokenInput): Promise<void> {
  await eventTransaction(db, async (tx) => {
    const [revoked] = await tx
      .update(tokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(tokens.id, tokenId), eq(tokens.userId, userId), isNull(tokens.revokedAt)))
      .returning({ id: tokens.id, kind: tokens.kind, webSessionId: tokens.webSessionId });
    if (!revoked) throw AppError.notFound('Token not found');
    if (revoked.webSessionId) {
      const [webSession] = await tx
        .select({ id: webSessions.id, providerSessionUid: webSessions.providerSessionUid })
        .from(webSessions)
        .where(eq(webSessions.id, revoked.webSessionId));
      if (webSession) await endWebSession(tx, webSession);
    }
    const signedOut = reason === 'signOut';
    await recordEvents(tx, [
      {
        type: signedOut ? 'UserSignedOut' : 'TokenRevoked',
        actorId: userId,
        entityType: signedOut ? 'user' : 'token',
        entityId: signedOut ? userId : revoked.id,
        payload: { tokenId: revoked.id, kind: revoked.kind },
      },
    ]);
  });
}
