import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identityAccounts } from '../db/schema';

export interface IdentityAccount {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  /** The invitation whose e-mailed link made it, until its first sign-in matters (decision 086). */
  invitationId: string | null;
  firstSignedInAt: Date | null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The provider's `sub` is the identity account id; anything else is simply not an account. */
export async function findIdentityAccountById(db: Db, id: string): Promise<IdentityAccount | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  const [account] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id));
  return account;
}

/** E-mail addresses are stored lower-case, so sign-in ignores case. */
export async function findIdentityAccountByEmail(
  db: Db,
  email: string,
): Promise<IdentityAccount | undefined> {
  const [account] = await db
    .select()
    .from(identityAccounts)
    .where(eq(identityAccounts.email, email.trim().toLowerCase()));
  return account;
}
