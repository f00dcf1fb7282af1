import {
  RECENT_SIGN_IN_MS,
  RECENT_SIGN_IN_REQUIRED_MESSAGE,
  type ApiTokenCreate,
  type CreatedApiToken,
} from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tokens, webSessions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { SessionToken } from '../auth/find-session';
import { generateInternalToken } from '../auth/internal-token';
import { findAccountFor } from '../accounts/find-account';
import { eventTransaction, recordEvents } from '../events/record-events';
import type { Caller, Registry } from '../users/caller';
import { mailApiTokenCreated } from './mail-api-token-created';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the person behind this session token last typed their password, if the provider said. */
async function authenticatedAtOf(db: DbOrTx, sessionToken: SessionToken): Promise<Date | null> {
  const [row] = await db
    .select({ at: webSessions.authenticatedAt })
    .from(tokens)
    .innerJoin(webSessions, eq(webSessions.id, tokens.webSessionId))
    .where(eq(tokens.id, sessionToken.id));
  return row?.at ?? null;
}

/**
 * POST /api/auth/api-tokens: a named token for a machine client, listed and revoked with the session tokens
 * (decision 091). It ends after the days chosen (at most a year), may be read-only and held to one account
 * the caller sees. Only a person who typed their password in the last 5 minutes mints one (a stolen session
 * token cannot turn itself into a year-long one), and they are told by e-mail.
 */
export async function createApiToken(
  registry: Registry,
  caller: Caller,
  calledWith: SessionToken,
  input: ApiTokenCreate,
): Promise<CreatedApiToken> {
  if (calledWith.kind !== 'session')
    throw AppError.forbidden('API tokens are created from a signed-in session');
  const authenticatedAt = await authenticatedAtOf(registry.db, calledWith);
  if (!authenticatedAt || Date.now() - authenticatedAt.getTime() > RECENT_SIGN_IN_MS)
    throw AppError.unauthorized(RECENT_SIGN_IN_REQUIRED_MESSAGE, { reauthenticate: 'max_age=300' });
  if (input.accountId) await findAccountFor(registry.db, caller, input.accountId);

  const userId = caller.user.id;
  const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
  const created = await eventTransaction(registry.db, async (tx) => {
    const { token, tokenHash } = generateInternalToken();
    const [stored] = await tx
      .insert(tokens)
      .values({
        kind: 'api',
        userId,
        name: input.name,
        tokenHash,
        expiresAt,
        scope: input.scope,
        accountId: input.accountId,
      })
      .returning({ id: tokens.id, createdAt: tokens.createdAt });
    if (!stored) throw new Error('createApiToken: the token was not inserted');
    const summary = {
      expiresAt: expiresAt.toISOString(),
      scope: input.scope,
      accountId: input.accountId,
    };
    await recordEvents(tx, [
      {
        type: 'TokenCreated',
        actorId: userId,
        entityType: 'token',
        entityId: stored.id,
        payload: { kind: 'api', name: input.name, ...summary },
      },
    ]);
    return { token, id: stored.id, name: input.name, createdAt: stored.createdAt.toISOString(), ...summary };
  });
  await mailApiTokenCreated(registry, caller.user, created);
  return created;
}
