import type { RevokedApiTokens } from '@safc/domain';
import type { Db } from '../../db/client';
import { revokeUserTokens } from '../auth/revoke-user-tokens';
import { eventTransaction, recordEvents } from '../events/record-events';

/** POST /api/auth/api-tokens/revoke-all: every API token of the caller stops working at once (decision 091). */
export async function revokeAllApiTokens(db: Db, userId: string): Promise<RevokedApiTokens> {
  return eventTransaction(db, async (tx) => {
    const revoked = await revokeUserTokens(tx, userId, ['api']);
    await recordEvents(
      tx,
      revoked.map((token) => ({
        type: 'TokenRevoked' as const,
        actorId: userId,
        entityType: 'token' as const,
        entityId: token.id,
        payload: { tokenId: token.id, kind: token.kind },
      })),
    );
    return { revoked: revoked.length };
  });
}
