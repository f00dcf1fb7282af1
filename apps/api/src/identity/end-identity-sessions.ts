import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { oidcPayloads, tokens, users } from '../db/schema';

/**
 * After a password reset or change (decision 087): whoever signed in with the old password is signed out.
 * The provider forgets the identity's sessions, grants and tokens (every payload oidc-provider keeps for an
 * account names it as `accountId`), so no refresh token renews a session; the registry revokes the internal
 * session tokens of the user it links to this identity, except the one the change was made with. API tokens
 * are the user's own machines' keys and stay.
 */
export async function endIdentitySessions(
  tx: DbOrTx,
  identityAccountId: string,
  keepTokenId?: string,
): Promise<void> {
  await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${identityAccountId}`);
  const linkedUsers = tx.select({ id: users.id }).from(users).where(eq(users.oidcSubject, identityAccountId));
  await tx
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        inArray(tokens.userId, linkedUsers),
        eq(tokens.kind, 'session'),
        isNull(tokens.revokedAt),
        keepTokenId ? ne(tokens.id, keepTokenId) : undefined,
      ),
    );
}
