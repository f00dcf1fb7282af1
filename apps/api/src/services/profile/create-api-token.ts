import type { ApiTokenCreate, CreatedApiToken } from '@safc/domain';
import type { Db } from '../../db/client';
import { tokens } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { SessionToken } from '../auth/find-session';
import { generateInternalToken } from '../auth/internal-token';
import { eventTransaction, recordEvents } from '../events/record-events';

/**
 * POST /api/auth/api-tokens: a named, long-lived token for a machine client, listed and revoked with the
 * session tokens. Only a signed-in person mints one: a machine token cannot breed more tokens.
 */
export async function createApiToken(
  db: Db,
  userId: string,
  calledWith: SessionToken,
  input: ApiTokenCreate,
): Promise<CreatedApiToken> {
  if (calledWith.kind !== 'session')
    throw AppError.forbidden('API tokens are created from a signed-in session');
  return eventTransaction(db, async (tx) => {
    const { token, tokenHash } = generateInternalToken();
    const [stored] = await tx
      .insert(tokens)
      .values({ kind: 'api', userId, name: input.name, tokenHash, expiresAt: null })
      .returning({ id: tokens.id, createdAt: tokens.createdAt });
    if (!stored) throw new Error('createApiToken: the token was not inserted');
    await recordEvents(tx, [
      {
        type: 'TokenCreated',
        actorId: userId,
        entityType: 'token',
        entityId: stored.id,
        payload: { kind: 'api', name: input.name },
      },
    ]);
    return { token, id: stored.id, name: input.name, createdAt: stored.createdAt.toISOString() };
  });
}
