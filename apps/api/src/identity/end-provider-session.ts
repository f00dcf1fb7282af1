import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { oidcPayloads } from '../db/schema';

interface StoredSession {
  authorizations?: Record<string, { grantId?: unknown }>;
}

/**
 * Ends an embedded provider session by its uid, as the provider's own logout would, in the caller's
 * transaction: the session row goes (its cookie then names nothing, so the next sign-in asks for the
 * password) and so do the grants it holds with every code and refresh token issued under them.
 */
export async function endProviderSession(tx: DbOrTx, sessionUid: string): Promise<void> {
  const sessions = await tx
    .delete(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.uid, sessionUid)))
    .returning({ payload: oidcPayloads.payload });
  const grantIds = sessions.flatMap(({ payload }) =>
    Object.values((payload as StoredSession).authorizations ?? {})
      .map((authorization) => authorization.grantId)
      .filter((grantId): grantId is string => typeof grantId === 'string'),
  );
  if (grantIds.length === 0) return;
  await tx
    .delete(oidcPayloads)
    .where(
      or(
        inArray(oidcPayloads.grantId, grantIds),
        and(eq(oidcPayloads.type, 'Grant'), inArray(oidcPayloads.id, grantIds)),
      ),
    );
}
