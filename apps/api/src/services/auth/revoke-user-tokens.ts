import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TokenKind } from '@safc/domain';
import type { DbOrTx } from '../../db/client';
import { tokens, webSessions } from '../../db/schema';
import { endWebSession } from './web-session';

/**
 * Revokes a user's live tokens of those kinds in the caller's transaction, and with session tokens every
 * browser sign-in of theirs (and its provider session): a blocked or removed user keeps nothing that would
 * work again after an unblock (decision 091). The ids revoked, for the events.
 */
export async function revokeUserTokens(
  tx: DbOrTx,
  userId: string,
  kinds: readonly TokenKind[],
): Promise<{ id: string; kind: TokenKind }[]> {
  const revoked = await tx
    .update(tokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tokens.userId, userId), inArray(tokens.kind, [...kinds]), isNull(tokens.revokedAt)))
    .returning({ id: tokens.id, kind: tokens.kind });
  if (kinds.includes('session')) {
    const live = await tx
      .select({ id: webSessions.id, providerSessionUid: webSessions.providerSessionUid })
      .from(webSessions)
      .where(and(eq(webSessions.userId, userId), isNull(webSessions.endedAt)));
    for (const webSession of live) await endWebSession(tx, webSession);
  }
  return revoked;
}
