import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApiTokenScope, TokenKind } from '@safc/domain';
import type { Db } from '../../db/client';
import { tokens } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { hashInternalToken } from './internal-token';
import type { SessionUser } from './load-session-user';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';

export interface SessionToken {
  id: string;
  kind: TokenKind;
  expiresAt: Date | null;
  /** An API token's reach (decision 091): `read` makes GET calls only; an account holds it to that one. */
  scope: ApiTokenScope;
  accountId: string | null;
}

export interface Session {
  user: SessionUser;
  token: SessionToken;
  /** Asked with an Idempotency-Key (findSessionByHash): whether this user has already taken that key. */
  keyTaken?: boolean;
}

// last_used_at is a hint for the token list, not an audit: writing it at most once a minute keeps a busy
// client from turning every read into a write.
const LAST_USED_RESOLUTION = sql`now() - interval '1 minute'`;

export interface SessionRow {
  token_id: string;
  token_kind: TokenKind;
  expires_at: Date | string | null;
  token_scope: ApiTokenScope;
  token_account_id: string | null;
  last_used_due: boolean;
  user_id: string;
  name: string;
  email: string;
  status: SessionUser['status'];
  is_registry_admin: boolean;
  onboarding_status: SessionUser['onboardingStatus'];
  companies: SessionUser['companies'];
  account_memberships: SessionUser['accountMemberships'];
  /** SESSION_WITH_KEY's: the key is already taken by this user. */
  key_taken?: boolean;
}

/**
 * The token, its user, the user's companies and account memberships in one statement: a request pays one
 * round trip to authenticate, and nothing is cached, so a revoked token or a blocked user fails at once on
 * every process. Every authenticated call runs it: written by hand and prepared once per connection.
 */
const SESSION_COLUMNS = `select t.id as token_id, t.kind as token_kind, t.expires_at, t.scope as token_scope,
      t.account_id as token_account_id,
      (t.last_used_at is null or t.last_used_at < now() - interval '1 minute') as last_used_due,
      u.id as user_id, u.name, u.email, u.status, u.is_registry_admin, u.onboarding_status,
      coalesce((
        select json_agg(json_build_object(
          'id', c.id, 'name', c.name, 'role', cm.role, 'status', cm.status, 'companyStatus', c.status))
        from company_memberships cm join companies c on c.id = cm.company_id
        where cm.user_id = u.id
      ), '[]'::json) as companies,
      coalesce((
        select json_agg(json_build_object(
          'accountId', am.account_id, 'companyId', a.company_id, 'role', am.role, 'status', am.status,
          'accountStatus', a.status))
        from account_memberships am join accounts a on a.id = am.account_id
        where am.user_id = u.id
      ), '[]'::json) as account_memberships$KEY_TAKEN
    from tokens t join users u on u.id = t.user_id
    where t.token_hash = $1 and t.revoked_at is null
      and (t.expires_at is null or t.expires_at > now())`;
const SESSION = preparedStatement('auth.session', SESSION_COLUMNS.replace('$KEY_TAKEN', ''));
/**
 * The same, for a mutating call with an Idempotency-Key: whether this user's key is already taken rides
 * along, so a replay is answered without opening a transaction and a first call pays no round trip to
 * learn it is one (routes/keyed-call.ts; docs/decisions/101).
 */
const SESSION_WITH_KEY = preparedStatement(
  'auth.session-with-key',
  SESSION_COLUMNS.replace(
    '$KEY_TAKEN',
    ',\n      exists(select 1 from idempotency_keys k where k.user_id = u.id and k.key = $2) as key_taken',
  ),
);
/** The session statement's text (the ledger benchmark's batching script runs it in pgbench). */
export const SESSION_TEXT = SESSION.text;

/** The session behind a bearer token (session or API token), or 401. */
export function findSession(db: Db, bearerToken: string): Promise<Session> {
  return findSessionByHash(db, hashInternalToken(bearerToken));
}

/**
 * The same, from the token's hash; given the call's Idempotency-Key, the session says whether the user has
 * already taken it (keyTaken).
 */
export async function findSessionByHash(
  db: Db,
  tokenHash: string,
  idempotencyKey?: string,
): Promise<Session> {
  const [row] =
    idempotencyKey === undefined
      ? await preparedRows<SessionRow>(db, SESSION, [tokenHash])
      : await preparedRows<SessionRow>(db, SESSION_WITH_KEY, [tokenHash, idempotencyKey]);
  const session = sessionOfRow(row);
  if (row?.last_used_due) await touchToken(db, session.token.id);
  return idempotencyKey === undefined ? session : { ...session, keyTaken: row?.key_taken === true };
}

/**
 * The session a row of SESSION_TEXT describes, or 401 (no row: unknown, revoked or expired token). The
 * caller writes last_used_at (touchToken) when the row says it is due.
 */
function sessionOfRow(row: SessionRow | undefined): Session {
  if (!row) throw AppError.unauthorized('Invalid or expired token');
  // A blocked or removed user's tokens stop working at once; 401 makes the web sign them out.
  if (row.status !== 'active') throw AppError.unauthorized(`User is ${row.status}`);
  const user: SessionUser = {
    id: row.user_id,
    name: row.name,
    email: row.email,
    status: row.status,
    isRegistryAdmin: row.is_registry_admin,
    onboardingStatus: row.onboarding_status,
    companies: row.companies,
    accountMemberships: row.account_memberships,
  };
  const expiresAt = row.expires_at === null ? null : new Date(row.expires_at);
  return {
    user,
    token: {
      id: row.token_id,
      kind: row.token_kind,
      expiresAt,
      scope: row.token_scope,
      accountId: row.token_account_id,
    },
  };
}

/** last_used_at moved to now, unless another request did it within the minute. */
export async function touchToken(db: Db, tokenId: string): Promise<void> {
  await db
    .update(tokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(tokens.id, tokenId), or(isNull(tokens.lastUsedAt), lt(tokens.lastUsedAt, LAST_USED_RESOLUTION))),
    );
}
