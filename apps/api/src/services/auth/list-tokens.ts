import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { TokenSummary } from '@safc/domain';
import type { DbOrTx } from '../../db/client';
import { tokens } from '../../db/schema';

/** The user's tokens that still open the API: never the token itself, which is not stored anyway. */
export async function listActiveTokens(db: DbOrTx, userId: string): Promise<TokenSummary[]> {
  const rows = await db
    .select({
      id: tokens.id,
      kind: tokens.kind,
      name: tokens.name,
      createdAt: tokens.createdAt,
      expiresAt: tokens.expiresAt,
      lastUsedAt: tokens.lastUsedAt,
      scope: tokens.scope,
      accountId: tokens.accountId,
    })
    .from(tokens)
    .where(
      and(
        eq(tokens.userId, userId),
        isNull(tokens.revokedAt),
        or(isNull(tokens.expiresAt), gt(tokens.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(desc(tokens.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}
