import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findIdentityAccountById, type IdentityAccount } from './identity-accounts';
import { OIDC_MOUNT_PATH } from './provider-configuration';
import {
  acceptFirstCode,
  acceptSecondFactorCode,
  beginSecondFactorSetUp,
  challengeAccount,
  endChallenge,
  failChallenge,
  hasSecondFactor,
  newRecoveryCodes,
  newSetUpToken,
  pendingSecondFactorSetUp,
  removeSecondFactor,
  secondFactorRequired,
  setUpChallengeId,
  startChallenge,
} from './second-factor';
import {
  renderRecoveryCodesPage,
  renderSecondFactorNoticePage,
  renderSetUpPage,
  renderSetUpSignInPage,
  renderTurnOffPage,
} from './second-factor-pages';
import {
  checkPassword,
  refusalAfterFailure,
  refusalBeforeChecking,
  type SignInAttempt,
  type SignInRefusal,
} from './sign-in-checks';

/** Reached from the web's profile settings: set up or turn off the second factor (decision 089). */
export const SECOND_FACTOR_PATH = `${OIDC_MOUNT_PATH}/second-factor`;
const CONFIRM_PATH = `${SECOND_FACTOR_PATH}/confirm`;
const TURN_OFF_PATH = `${SECOND_FACTOR_PATH}/turn-off`;

const PasswordFormSchema = z.object({
  email: z.string().trim().max(320).default(''),
  password: z.string().max(1024).default(''),
});
const CodeFormSchema = z.object({
  token: z.string().max(100).default(''),
  code: z.string().max(64).default(''),
});

/** A posted code form: its token and code, the account the token's challenge holds, and the attempt. */
interface CodeFormChallenge {
  token: string;
  code: string;
  at: Date;
  account: IdentityAccount;
  attempt: SignInAttempt;
  challengeId: string;
}

const SET_UP_LEAD = 'Each sign-in will then ask, after your password, for a code from an authenticator app.';
const WRONG_CODE = 'That code is not right. Enter the current code from your authenticator app.';

function sendHtml(reply: FastifyReply, statusCode: number, html: string): FastifyReply {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The page asks for the password again (the same checks, back-off and budget as a sign-in), then holds a
 * random token in the form for its next step: the token's hash keys a challenge that lives 10 minutes and
 * dies after 5 wrong codes, so the next step is this person's, not a cross-site form's.
 */
export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const { db } = app.database;
  const profileUrl = `${config.publicUrl}/profile-settings`;
  const backToProfile = { href: profileUrl, label: 'Back to profile settings' };
  const startOver = (reply: FastifyReply) =>
    sendHtml(
      reply,
      401,
      renderSecondFactorNoticePage('Start again', 'This step has ended. Confirm your password again.', {
        href: SECOND_FACTOR_PATH,
        label: 'Start again',
      }),
    );
  /** The page again, showing the refusal's message, with its status and Retry-After. */
  const refused = (reply: FastifyReply, refusal: SignInRefusal, page: (error: string) => string) => {
    if (refusal.retryAfterSeconds) reply.header('retry-after', String(refusal.retryAfterSeconds));
    return sendHtml(reply, refusal.statusCode, page(refusal.message));
  };

  /** The code form and the account behind its token; undefined when the challenge is gone. */
  async function challenged(request: FastifyRequest): Promise<CodeFormChallenge | undefined> {
    const form = CodeFormSchema.safeParse(request.body ?? {});
    const { token, code } = form.success ? form.data : { token: '', code: '' };
    const at = new Date();
    const challengeId = setUpChallengeId(token);
    const accountId = token ? await challengeAccount(db, challengeId, at) : undefined;
    const account = accountId ? await findIdentityAccountById(db, accountId) : undefined;
    if (!account) return undefined;
    const attempt = { db, config, clientAddress: request.ip, email: account.email, at };
    return { token, code, at, account, challengeId, attempt };
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(SECOND_FACTOR_PATH, { schema: { hide: true } }, async (_request, reply) =>
      sendHtml(reply, 200, renderSetUpSignInPage({ action: SECOND_FACTOR_PATH, profileUrl })),
    );

    scope.post(
      SECOND_FACTOR_PATH,
      { schema: { hide: true }, config: { rateLimit: app.rateLimits.signIn } },
      async (request, reply) => {
        const form = PasswordFormSchema.safeParse(request.body ?? {});
        const { email, password } = form.success ? form.data : { email: '', password: '' };
        const at = new Date();
        const checked = await checkPassword(
          { db, config, clientAddress: request.ip, email, at },
          password,
          () => request.log.warn('Sign-in locked'),
        );
        if ('refusal' in checked)
          return refused(reply, checked.refusal, (error) =>
            renderSetUpSignInPage({ action: SECOND_FACTOR_PATH, email, error, profileUrl }),
          );
        const { account } = checked;
        const { token, challengeId } = newSetUpToken();
        await startChallenge(db, challengeId, account.id, at);
        if (await hasSecondFactor(db, account.id)) {
          const required = await secondFactorRequired(db, config, account.email);
          return sendHtml(
            reply,
            200,
            renderTurnOffPage({ action: TURN_OFF_PATH, fields: { token }, profileUrl, required }),
          );
        }
        const setUp = await beginSecondFactorSetUp(db, account.id, account.email);
        if (!setUp) return startOver(reply);
        return sendHtml(
          reply,
          200,
          renderSetUpPage({ action: CONFIRM_PATH, setUp, lead: SET_UP_LEAD, fields: { token } }),
        );
      },
    );

    scope.post(
      CONFIRM_PATH,
      { schema: { hide: true }, config: { rateLimit: app.rateLimits.signIn } },
      async (request, reply) => {
        const found = await challenged(request);
        if (!found) return startOver(reply);
        const { token, code, at, account, attempt, challengeId } = found;
        const again = async (refusal: SignInRefusal) => {
          const setUp = await pendingSecondFactorSetUp(db, account.id, account.email);
          if (!setUp) return startOver(reply);
          return refused(reply, refusal, (error) =>
            renderSetUpPage({ action: CONFIRM_PATH, setUp, lead: SET_UP_LEAD, fields: { token }, error }),
          );
        };
        const before = await refusalBeforeChecking(attempt);
        if (before) return again(before);
        if (!(await acceptFirstCode(db, account.id, code, at))) {
          await failChallenge(db, challengeId);
          return again(await refusalAfterFailure(attempt, WRONG_CODE));
        }
        await endChallenge(db, challengeId);
        const codes = await newRecoveryCodes(db, account.id);
        return sendHtml(reply, 200, renderRecoveryCodesPage(codes, backToProfile));
      },
    );

    scope.post(
      TURN_OFF_PATH,
      { schema: { hide: true }, config: { rateLimit: app.rateLimits.signIn } },
      async (request, reply) => {
        const found = await challenged(request);
        if (!found) return startOver(reply);
        const { token, code, at, account, attempt, challengeId } = found;
        const required = await secondFactorRequired(db, config, account.email);
        const again = (refusal: SignInRefusal) =>
          refused(reply, refusal, (error) =>
            renderTurnOffPage({ action: TURN_OFF_PATH, fields: { token }, profileUrl, required, error }),
          );
        if (required)
          return again({ statusCode: 401, message: 'It is required for registry administrators.' });
        const before = await refusalBeforeChecking(attempt);
        if (before) return again(before);
        if (!(await acceptSecondFactorCode(db, account.id, code, at))) {
          await failChallenge(db, challengeId);
          return again(await refusalAfterFailure(attempt, WRONG_CODE));
        }
        await endChallenge(db, challengeId);
        await removeSecondFactor(db, account.id);
        return sendHtml(
          reply,
          200,
          renderSecondFactorNoticePage(
            'Two-step sign-in is off',
            'Your sign-in now asks for your password only. You can set up two-step sign-in again at any time.',
            backToProfile,
          ),
        );
      },
    );
  });
}
