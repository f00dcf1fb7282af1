import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { oidcPayloads } from '../db/schema';

// oidc-provider keeps sessions, interactions, grants, codes and refresh tokens through this adapter. In
// PostgreSQL, so that any API process can finish a sign-in another one started (DESIGN §10).

const notExpired = (): SQL =>
  or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`)) as SQL;

const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

type StoredRow = { payload: unknown; consumedAt: Date | null };

/** The provider tells a consumed code or refresh token by its `consumed` member. */
function toPayload(row: StoredRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: epochSeconds(row.consumedAt) } : payload;
}

class PostgresAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  private byId(id: string): SQL {
    return and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.model)) as SQL;
  }

  private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(condition, notExpired()))
      .limit(1);
    return toPayload(row);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, type: this.model, ...columns })
      .onConflictDoUpdate({ target: [oidcPayloads.id, oidcPayloads.type], set: columns });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(this.byId(id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.uid, uid)) as SQL);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.userCode, userCode)) as SQL);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(this.byId(id));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(this.byId(id));
  }

  /** A revoked grant takes every code and token issued under it, whatever their model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }
}

export function createPostgresAdapter(db: Db): (model: string) => Adapter {
  return (model) => new PostgresAdapter(db, model);
}

/** Expired rows are never read again (see notExpired); this only keeps the table small. */
export async function pruneExpiredOidcPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
}
