import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { TokenKind } from '@safc/domain';
import type { Db } from '../../db/client';
import { tokens } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { hashInternalToken } from './internal-token';
import { loadSessionUser, type SessionUser } from './load-session-user';

export interface SessionToken {
  id: string;
  kind: TokenKind;
  expiresAt: Date | null;
}

export interface Session {
  user: SessionUser;
  token: SessionToken;
}

// last_used_at is a hint for the token list, not an audit: writing it at most once a minute keeps a busy
// client from turning every read into a write.
const LAST_USED_RESOLUTION = sql`now() - interval '1 minute'`;

/** The session behind a bearer token (session or API token), or 401. */
export async function findSession(db: Db, bearerToken: string): Promise<Session> {
  const [token] = await db
    .select({ id: tokens.id, kind: tokens.kind, expiresAt: tokens.expiresAt, userId: tokens.userId })
    .from(tokens)
    .where(
      and(
        eq(tokens.tokenHash, hashInternalToken(bearerToken)),
        isNull(tokens.revokedAt),
        or(isNull(tokens.expiresAt), gt(tokens.expiresAt, sql`now()`)),
      ),
    );
  if (!token) throw AppError.unauthorized('Invalid or expired token');

  const user = await loadSessionUser(db, token.userId);
  if (!user) throw AppError.unauthorized('Invalid or expired token');
  // A blocked or removed user's tokens stop working at once; 401 makes the web sign them out.
  if (user.status !== 'active') throw AppError.unauthorized(`User is ${user.status}`);

  await db
    .update(tokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(tokens.id, token.id),
        or(isNull(tokens.lastUsedAt), lt(tokens.lastUsedAt, LAST_USED_RESOLUTION)),
      ),
    );

  return { user, token: { id: token.id, kind: token.kind, expiresAt: token.expiresAt } };
}
