import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { identityAccounts, invitations } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { invitationStatusOf, type InvitationRow } from '../services/invitations/find-invitation';
import { registrationPathOf } from '../services/invitations/invitation-links';
import { findIdentityAccountByEmail } from './identity-accounts';
import { hashMailedSecret, MailedSecretSchema } from './mailed-secret';
import { passwordProblem } from './password-policy';
import { OIDC_MOUNT_PATH, PASSWORD_RESET_PATH } from './provider-configuration';
import { renderNoticePage } from './page-layout';
import { renderSignUpPage } from './sign-up-page';
import { sendHtml, urlEncodedForms } from './provider-forms';

export const SIGN_UP_PATH = `${OIDC_MOUNT_PATH}/sign-up`;

/** Sign-ups per address and minute: a person needs one; the link's secret is not for guessing. */
const SIGN_UP_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const SignUpFormSchema = z.object({
  token: MailedSecretSchema.catch(undefined),
  name: z.string().trim().max(200).catch(''),
  password: z.string().max(1024).catch(''),
  passwordConfirmation: z.string().max(1024).catch(''),
});
type SignUpForm = z.output<typeof SignUpFormSchema>;

async function formError(form: SignUpForm): Promise<string | undefined> {
  if (form.name === '') return 'Enter your full name';
  const problem = await passwordProblem(form.password);
  if (problem) return problem;
  if (form.password !== form.passwordConfirmation) return 'The two passwords differ';
  return undefined;
}

/** The pending invitation whose e-mailed sign-up secret this is, locked for the transaction when asked. */
async function invitationOfSecret(db: DbOrTx, secret: string | undefined, lock = false) {
  if (!secret) return undefined;
  const query = db
    .select()
    .from(invitations)
    .where(eq(invitations.signUpTokenHash, hashMailedSecret(secret)));
  const [invitation] = lock ? await query.for('update') : await query;
  return invitation;
}

/**
 * The embedded provider's sign-up page (DESIGN §3, decision 086): a password sign-in can be created only
 * through the link of an invitation e-mail, for the address it was sent to. The link's secret is random, kept
 * hashed and e-mailed only: the invitation's id, which the inviter sees, opens nothing here. Holding the
 * secret shows the person reads that mailbox, so the provider then vouches for the address (email_verified).
 * The secret is used once: the identity made with it forgets it.
 */
export async function signUpRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const registry = app.config.publicUrl;
  const home = { href: `${registry}/`, label: 'Return to the registry' };
  const continueWith = (invitation: InvitationRow) => ({
    href: `${registry}${registrationPathOf(invitation.kind, invitation.id)}`,
    label: 'Continue with your invitation',
  });

  /** Answers the page that says why there is nothing to sign up for, or undefined when there is. */
  async function refusal(reply: FastifyReply, invitation: InvitationRow | undefined) {
    if (!invitation)
      return sendHtml(
        reply,
        404,
        renderNoticePage(
          'Sign-up is by invitation',
          'Open the sign-up link in your invitation e-mail to create your sign-in. A link works once, while its invitation is pending.',
          home,
        ),
      );
    const status = invitationStatusOf(invitation);
    if (status !== 'pending')
      return sendHtml(
        reply,
        410,
        renderNoticePage('Invitation not usable', `This invitation is ${status}. Ask for a new one.`, home),
      );
    if (await findIdentityAccountByEmail(db, invitation.email))
      return sendHtml(
        reply,
        409,
        renderNoticePage(
          'You already have a sign-in',
          `A sign-in for ${invitation.email} exists: continue with your invitation and sign in. If you do not know its password, choose a new one with "Forgot your password?" at ${registry}${PASSWORD_RESET_PATH}.`,
          continueWith(invitation),
        ),
      );
    return undefined;
  }

  await app.register(async (scope) => {
    urlEncodedForms(scope);

    scope.get(SIGN_UP_PATH, { schema: { hide: true } }, async (request, reply) => {
      const { token } = SignUpFormSchema.parse(request.query ?? {});
      const invitation = await invitationOfSecret(db, token);
      const refused = await refusal(reply, invitation);
      if (refused) return refused;
      return sendHtml(
        reply,
        200,
        renderSignUpPage({ action: SIGN_UP_PATH, token: token!, email: invitation!.email }),
      );
    });

    scope.post(
      SIGN_UP_PATH,
      { schema: { hide: true }, config: { rateLimit: SIGN_UP_RATE_LIMIT } },
      async (request, reply) => {
        const form = SignUpFormSchema.parse(request.body ?? {});
        const found = await invitationOfSecret(db, form.token);
        const refused = await refusal(reply, found);
        if (refused) return refused;
        const invitation = found!;
        const error = await formError(form);
        if (error)
          return sendHtml(
            reply,
            400,
            renderSignUpPage({
              action: SIGN_UP_PATH,
              token: form.token!,
              email: invitation.email,
              name: form.name,
              error,
            }),
          );
        const passwordHash = await hashPassword(form.password);
        // The invitation locked while the identity is made: a revoke waits, then removes the unused identity.
        // No registry event: identity_accounts is the provider's store; the registry logs the first sign-in.
        const created = await db.transaction(async (tx) => {
          const locked = await invitationOfSecret(tx, form.token, true);
          if (!locked || invitationStatusOf(locked) !== 'pending') return false;
          const [identity] = await tx
            .insert(identityAccounts)
            .values({ email: locked.email, name: form.name, passwordHash, invitationId: locked.id })
            .onConflictDoNothing()
            .returning({ id: identityAccounts.id });
          if (!identity) return false;
          await tx.update(invitations).set({ signUpTokenHash: null }).where(eq(invitations.id, locked.id));
          return true;
        });
        // Another tab used the link meanwhile (the secret is gone) or the invitation was just revoked.
        if (!created)
          return (
            (await refusal(reply, await invitationOfSecret(db, form.token))) ?? refusal(reply, undefined)
          );
        return sendHtml(
          reply,
          201,
          renderNoticePage(
            'Your sign-in is ready',
            `Sign in as ${invitation.email} to complete your registration.`,
            continueWith(invitation),
          ),
        );
      },
    );
  });
}
