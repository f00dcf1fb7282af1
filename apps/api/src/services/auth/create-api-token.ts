import type { Db } from '../../db/client';
import { tokens } from '../../db/schema';
import { appendEvent } from '../events/append-event';
import { generateInternalToken } from './internal-token';

export interface CreatedApiToken {
  token: string;
  id: string;
  name: string;
  createdAt: Date;
}

/**
 * A named, long-lived token for a machine client (DESIGN §6, profile settings). It has no expiry and works
 * until revoked; the token is answered once and only its sha-256 is kept, so it cannot be shown again.
 */
export async function createApiToken(db: Db, userId: string, name: string): Promise<CreatedApiToken> {
  return db.transaction(async (tx) => {
    const { token, tokenHash } = generateInternalToken();
    const [stored] = await tx
      .insert(tokens)
      .values({ kind: 'api', userId, name, tokenHash, expiresAt: null })
      .returning({ id: tokens.id, createdAt: tokens.createdAt });
    await appendEvent(tx, {
      type: 'TokenCreated',
      actorId: userId,
      entityType: 'token',
      entityId: stored!.id,
      payload: { kind: 'api', name },
    });
    return { token, id: stored!.id, name, createdAt: stored!.createdAt };
  });
}
