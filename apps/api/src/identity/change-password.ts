import type { PasswordChange } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identityAccounts, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { hashPassword, verifyPassword } from '../lib/passwords';
import {
  countFailedSignIn,
  signInLockedAt,
  type SignInLockoutLimits,
} from '../services/sign-in-lockout/sign-in-lockout';
import { endIdentitySessions } from './end-identity-sessions';
import { findIdentityAccountById } from './identity-accounts';
import { passwordProblem } from './password-policy';

export interface PasswordChangeContext {
  db: Db;
  embedded: boolean;
  lockout: SignInLockoutLimits;
}

const refuse = (field: keyof PasswordChange, message: string) =>
  AppError.badRequest(message, { [`body.${field}`]: message });

/**
 * POST /api/auth/password (decision 087): the signed-in person changes the password of their sign-in at the
 * embedded provider, proving they know the current one. A wrong current password counts as a failed sign-in
 * of the address (decision 031), so the form is no way around the sign-in page's limits. The change ends
 * every other session: the provider's, and the registry's but the one it was made with.
 */
export async function changePassword(
  context: PasswordChangeContext,
  caller: { userId: string; tokenId: string },
  input: PasswordChange,
): Promise<void> {
  const { db } = context;
  const [user] = await db
    .select({ email: users.email, subject: users.oidcSubject })
    .from(users)
    .where(eq(users.id, caller.userId));
  const account =
    context.embedded && user?.subject ? await findIdentityAccountById(db, user.subject) : undefined;
  if (!user || !account)
    throw AppError.conflict(
      'Your password is kept by the identity provider you sign in with: change it there',
    );
  if (await signInLockedAt(db, account.email))
    throw AppError.forbidden(
      'Sign-in to your e-mail address is locked after too many failed attempts. Contact the registry to have it unlocked.',
    );
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    await countFailedSignIn(db, account.email, context.lockout, new Date());
    throw refuse('currentPassword', 'The current password is not right');
  }
  const problem =
    (await passwordProblem(input.newPassword)) ??
    (input.newPassword === input.currentPassword
      ? 'Choose a password other than the current one'
      : undefined);
  if (problem) throw refuse('newPassword', problem);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(identityAccounts).set({ passwordHash }).where(eq(identityAccounts.id, account.id));
    await endIdentitySessions(tx, account.id, caller.tokenId);
  });
}
