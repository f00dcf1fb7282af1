import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { countRateLimitHit } from '../plugins/rate-limit-store';
import { MailedSecretSchema } from './mailed-secret';
import { renderNoticePage } from './page-layout';
import { passwordProblem } from './password-policy';
import {
  renderNewPasswordPage,
  renderPasswordResetRequestPage,
  renderPasswordResetSentPage,
} from './password-reset-page';
import {
  mailPasswordReset,
  PASSWORD_RESET_VALIDITY_MINUTES,
  resetPassword,
  usablePasswordReset,
} from './password-resets';
import { NEW_PASSWORD_PATH, PASSWORD_RESET_PATH } from './provider-configuration';
import { sendHtml, urlEncodedForms } from './provider-forms';

/** Per client address: enough for an office where several people forgot, too few to probe addresses. */
const ASK_PER_CLIENT = { max: 10, timeWindow: '15 minutes' } as const;
/** Per address typed, known or not (so the limit tells nothing): a person needs one link, maybe a second. */
const ASK_PER_ADDRESS = { max: 3, windowMs: 60 * 60_000 } as const;
/** Choosing the password: the secret is not for guessing. */
const CHOOSE_PER_CLIENT = { max: 10, timeWindow: '1 minute' } as const;

const AskSchema = z.object({ email: z.string().trim().toLowerCase().max(320).catch('') });
const ChooseSchema = z.object({
  token: MailedSecretSchema.catch(undefined),
  password: z.string().max(1024).catch(''),
  passwordConfirmation: z.string().max(1024).catch(''),
});

/** "Forgot your password?" at the embedded provider (issue 39 item 2, decision 087). */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const { publicUrl } = app.config;
  const askAgain = { href: PASSWORD_RESET_PATH, label: 'Ask for a new link' };
  const linkUnusable = renderNoticePage(
    'This link does not work any more',
    `A link to choose a new password works once, for ${PASSWORD_RESET_VALIDITY_MINUTES} minutes, and a newer password makes it void.`,
    askAgain,
  );

  await app.register(async (scope) => {
    urlEncodedForms(scope);

    scope.get(PASSWORD_RESET_PATH, { schema: { hide: true } }, async (_request, reply) =>
      sendHtml(reply, 200, renderPasswordResetRequestPage({ action: PASSWORD_RESET_PATH })),
    );

    scope.post(
      PASSWORD_RESET_PATH,
      { schema: { hide: true }, config: { rateLimit: ASK_PER_CLIENT } },
      async (request, reply) => {
        const { email } = AskSchema.parse(request.body ?? {});
        if (!/^[^\s@]+@[^\s@]+$/.test(email))
          return sendHtml(
            reply,
            400,
            renderPasswordResetRequestPage({
              action: PASSWORD_RESET_PATH,
              email,
              error: 'Enter the e-mail address you sign in with',
            }),
          );
        const { hits } = await countRateLimitHit(db, `password-reset|${email}`, ASK_PER_ADDRESS.windowMs);
        if (hits > ASK_PER_ADDRESS.max)
          return sendHtml(
            reply,
            429,
            renderPasswordResetRequestPage({
              action: PASSWORD_RESET_PATH,
              email,
              error: `Links for this address were asked for ${ASK_PER_ADDRESS.max} times within the hour. Use the newest e-mail, or ask again in an hour.`,
            }),
          );
        // Not awaited: the answer leaves before the lookup and the mail, so its time tells nothing either.
        void mailPasswordReset({ db, mailer: app.mailer, publicUrl }, email).catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset e-mail failed'),
        );
        return sendHtml(reply, 200, renderPasswordResetSentPage(email, PASSWORD_RESET_VALIDITY_MINUTES));
      },
    );

    scope.get(NEW_PASSWORD_PATH, { schema: { hide: true } }, async (request, reply) => {
      const { token } = ChooseSchema.parse(request.query ?? {});
      const reset = await usablePasswordReset(db, token);
      if (!reset) return sendHtml(reply, 410, linkUnusable);
      return sendHtml(
        reply,
        200,
        renderNewPasswordPage({ action: NEW_PASSWORD_PATH, token: token!, email: reset.email }),
      );
    });

    scope.post(
      NEW_PASSWORD_PATH,
      { schema: { hide: true }, config: { rateLimit: CHOOSE_PER_CLIENT } },
      async (request, reply) => {
        const form = ChooseSchema.parse(request.body ?? {});
        const reset = await usablePasswordReset(db, form.token);
        if (!reset) return sendHtml(reply, 410, linkUnusable);
        const error =
          (await passwordProblem(form.password)) ??
          (form.password === form.passwordConfirmation ? undefined : 'The two passwords differ');
        if (error)
          return sendHtml(
            reply,
            400,
            renderNewPasswordPage({
              action: NEW_PASSWORD_PATH,
              token: form.token!,
              email: reset.email,
              error,
            }),
          );
        if (!(await resetPassword(db, form.token!, form.password))) return sendHtml(reply, 410, linkUnusable);
        return sendHtml(
          reply,
          200,
          renderNoticePage(
            'Your password is changed',
            `Sign in as ${reset.email} with your new password. Every other session of yours has ended.`,
            { href: `${publicUrl}/login`, label: 'Sign in' },
          ),
        );
      },
    );
  });
}
