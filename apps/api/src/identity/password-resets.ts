import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { identityAccounts, passwordResets } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../lib/passwords';
import { endIdentitySessions } from './end-identity-sessions';
import { findIdentityAccountByEmail } from './identity-accounts';
import { hashMailedSecret, newMailedSecret } from './mailed-secret';
import { NEW_PASSWORD_PATH } from './provider-configuration';

/** How long a reset link works (decision 087): long enough to open the mail, short enough to be stale soon. */
export const PASSWORD_RESET_VALIDITY_MINUTES = 30;

export interface PasswordResetMailing {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * "Forgot your password?": when the address has a sign-in, a single-use link valid 30 minutes is e-mailed to
 * it; when it has none, nothing happens. The page answers alike either way, and the caller does not wait for
 * this (it runs after the answer), so neither the words nor the time tell whether an address has a sign-in.
 */
export async function mailPasswordReset(registry: PasswordResetMailing, email: string): Promise<void> {
  const account = await findIdentityAccountByEmail(registry.db, email);
  if (!account) return;
  const { secret, secretHash } = newMailedSecret();
  await registry.db.insert(passwordResets).values({
    identityAccountId: account.id,
    tokenHash: secretHash,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_VALIDITY_MINUTES * 60_000),
  });
  await registry.mailer.send({
    to: account.email,
    subject: 'Choose a new password for the SAFc Registry',
    text: `Hello,

Someone, probably you, asked to choose a new password for ${account.email} at the SAFc Registry.
Open this link within ${PASSWORD_RESET_VALIDITY_MINUTES} minutes to choose it (it works once):
${registry.publicUrl}${NEW_PASSWORD_PATH}?token=${secret}

Choosing a new password signs you out everywhere else. If you did not ask for this, ignore this e-mail:
your password stays as it is.

SAFc Registry`,
  });
}

/** The reset this link's secret opens, while it is unused and unexpired; locked for the transaction if asked. */
export async function usablePasswordReset(db: DbOrTx, secret: string | undefined, lock = false) {
  if (!secret) return undefined;
  const query = db
    .select({
      id: passwordResets.id,
      identityAccountId: passwordResets.identityAccountId,
      email: identityAccounts.email,
    })
    .from(passwordResets)
    .innerJoin(identityAccounts, eq(identityAccounts.id, passwordResets.identityAccountId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashMailedSecret(secret)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  const [reset] = lock ? await query.for('update', { of: passwordResets }) : await query;
  return reset;
}

/**
 * Sets the new password through the link, once: the link and every other one of this identity stop working,
 * and every session signed in with the old password ends. False when the link was used or expired meanwhile.
 */
export async function resetPassword(db: Db, secret: string, newPassword: string): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const reset = await usablePasswordReset(tx, secret, true);
    if (!reset) return false;
    await tx
      .update(identityAccounts)
      .set({ passwordHash })
      .where(eq(identityAccounts.id, reset.identityAccountId));
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(eq(passwordResets.identityAccountId, reset.identityAccountId), isNull(passwordResets.usedAt)),
      );
    await endIdentitySessions(tx, reset.identityAccountId);
    return true;
  });
}

/** The minute's housekeeping: links used or past their expiry open nothing any more. */
export async function removeSpentPasswordResets(db: DbOrTx): Promise<number> {
  const removed = await db
    .delete(passwordResets)
    .where(or(lte(passwordResets.expiresAt, sql`now()`), sql`${passwordResets.usedAt} is not null`))
    .returning({ id: passwordResets.id });
  return removed.length;
}
