import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { identityAccounts, invitations } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { invitationStatusOf, type InvitationRow } from '../services/invitations/find-invitation';
import { registrationPathOf } from '../services/invitations/invitation-links';
import { findIdentityAccountByEmail } from './identity-accounts';
import { OIDC_MOUNT_PATH } from './provider-configuration';
import { MIN_PASSWORD_LENGTH, renderSignUpNoticePage, renderSignUpPage } from './sign-up-page';

export const SIGN_UP_PATH = `${OIDC_MOUNT_PATH}/sign-up`;

/** Sign-ups per address and minute: a person needs one; the invitation id is not for guessing. */
const SIGN_UP_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SignUpFormSchema = z.object({
  invitation: z.string().trim().default(''),
  name: z.string().trim().max(200).default(''),
  password: z.string().max(1024).default(''),
  passwordConfirmation: z.string().max(1024).default(''),
});

function sendHtml(reply: FastifyReply, statusCode: number, html: string): FastifyReply {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

function formError(form: z.output<typeof SignUpFormSchema>): string | undefined {
  if (form.name === '') return 'Enter your full name';
  if (form.password.length < MIN_PASSWORD_LENGTH)
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters`;
  if (form.password !== form.passwordConfirmation) return 'The two passwords differ';
  return undefined;
}

/**
 * The embedded provider's sign-up page (DESIGN §3): a password sign-in can be created only through a
 * pending invitation, for the address it was sent to. The invitation id arrives only by e-mail, so holding
 * it shows the person reads that mailbox; the provider then vouches for the address (email_verified).
 */
export async function signUpRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const registry = app.config.publicUrl;

  async function usableInvitation(reply: FastifyReply, id: string): Promise<InvitationRow | undefined> {
    const [invitation] = UUID.test(id)
      ? await db.select().from(invitations).where(eq(invitations.id, id))
      : [];
    if (!invitation) {
      sendHtml(
        reply,
        id ? 404 : 400,
        renderSignUpNoticePage(
          'Sign-up is by invitation',
          'Open the link in your invitation e-mail to create your sign-in.',
          { href: `${registry}/`, label: 'Return to the registry' },
        ),
      );
      return undefined;
    }
    const status = invitationStatusOf(invitation);
    if (status !== 'pending') {
      sendHtml(
        reply,
        410,
        renderSignUpNoticePage('Invitation not usable', `This invitation is ${status}. Ask for a new one.`, {
          href: `${registry}/`,
          label: 'Return to the registry',
        }),
      );
      return undefined;
    }
    if (await findIdentityAccountByEmail(db, invitation.email)) {
      sendHtml(
        reply,
        409,
        renderSignUpNoticePage(
          'You already have a sign-in',
          `A sign-in for ${invitation.email} exists: continue with your invitation and sign in.`,
          {
            href: `${registry}${registrationPathOf(invitation.kind, invitation.id)}`,
            label: 'Continue with your invitation',
          },
        ),
      );
      return undefined;
    }
    return invitation;
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(SIGN_UP_PATH, { schema: { hide: true } }, async (request, reply) => {
      const { invitation: id } = SignUpFormSchema.parse(request.query ?? {});
      const invitation = await usableInvitation(reply, id);
      if (!invitation) return reply;
      return sendHtml(
        reply,
        200,
        renderSignUpPage({ action: SIGN_UP_PATH, invitationId: invitation.id, email: invitation.email }),
      );
    });

    scope.post(
      SIGN_UP_PATH,
      { schema: { hide: true }, config: { rateLimit: SIGN_UP_RATE_LIMIT } },
      async (request, reply) => {
        const parsed = SignUpFormSchema.safeParse(request.body ?? {});
        const form = parsed.success ? parsed.data : SignUpFormSchema.parse({});
        const invitation = await usableInvitation(reply, form.invitation);
        if (!invitation) return reply;
        const error = formError(form);
        if (error)
          return sendHtml(
            reply,
            400,
            renderSignUpPage({
              action: SIGN_UP_PATH,
              invitationId: invitation.id,
              email: invitation.email,
              name: form.name,
              error,
            }),
          );
        // No registry event: identity_accounts is the provider's store; the registry logs the first sign-in.
        const created = await db
          .insert(identityAccounts)
          .values({
            email: invitation.email,
            name: form.name,
            passwordHash: await hashPassword(form.password),
          })
          .onConflictDoNothing()
          .returning({ id: identityAccounts.id });
        if (created.length === 0) return usableInvitation(reply, invitation.id).then(() => reply);
        return sendHtml(
          reply,
          201,
          renderSignUpNoticePage(
            'Your sign-in is ready',
            `Sign in as ${invitation.email} to complete your registration.`,
            {
              href: `${registry}${registrationPathOf(invitation.kind, invitation.id)}`,
              label: 'Continue with your invitation',
            },
          ),
        );
      },
    );
  });
}
