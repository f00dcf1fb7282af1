import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo-users';
import { forgetFailedSignIns } from '../services/sign-in-lockout/sign-in-lockout';
import { findIdentityAccountById } from './identity-accounts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_SECONDS,
  isDatabaseUnavailable,
} from '../errors/database-error';
import { renderProviderErrorPage, renderUnavailablePage } from './provider-pages';
import { API_RESOURCE_SCOPE, interactionPath, OIDC_MOUNT_PATH } from './provider-configuration';
import {
  acceptFirstCode,
  acceptSecondFactorCode,
  beginSecondFactorSetUp,
  challengeAccount,
  endChallenge,
  failChallenge,
  hasSecondFactor,
  interactionChallengeId,
  newRecoveryCodes,
  pendingSecondFactorSetUp,
  secondFactorRequired,
  startChallenge,
} from './second-factor';
import { renderCodeStepPage, renderRecoveryCodesPage, renderSetUpPage } from './second-factor-pages';
import {
  checkPassword,
  refusalAfterFailure,
  refusalBeforeChecking,
  type SignInAttempt,
  type SignInRefusal,
} from './sign-in-checks';
import { renderSignInPage, type SignInPageOptions } from './sign-in-page';
import { sendHtml, urlEncodedForms } from './provider-forms';

const WRONG_CODE = 'That code is not right. Enter the current code from your authenticator app.';
const ADMIN_SET_UP =
  'Registry administrators sign in with two steps: a password and a code from an authenticator app. Set it up to continue.';
const secondStepPath = (uid: string) => `${interactionPath(uid)}/second-factor`;

const SignInFormSchema = z.object({
  email: z.string().trim().max(320).default(''),
  password: z.string().max(1024).default(''),
});

const CodeFormSchema = z.object({ code: z.string().max(64).default('') });

const ParamsSchema = z.object({ uid: z.string().min(1).max(200) });

// A lock is logged without the address (decision 031).
const lockedNow = (request: FastifyRequest) => () => request.log.warn('Sign-in locked');

/** Sign-in and consent pages of the embedded provider (DESIGN §3), rendered by Fastify under /oidc. */
export async function interactionRoutes(app: FastifyInstance, provider: Provider): Promise<void> {
  const { config } = app;
  const home = `${config.publicUrl}/`;
  // The demo's users and password are published (README): the demo registry lists them (decision 103).
  const demo: SignInPageOptions['demo'] = config.seedDemo
    ? {
        password: DEMO_PASSWORD,
        users: DEMO_USERS.map((user) => ({
          email: user.email,
          name: user.name,
          description: user.description,
        })),
      }
    : undefined;

  // A refused sign-in step shows its error id, logged like every error of the registry.
  const errorPage = (reply: FastifyReply, error: string, description: string) => {
    const errorId = randomUUID();
    reply.log.info({ errorId, statusCode: 400, error }, 'Sign-in step refused');
    return sendHtml(reply, 400, renderProviderErrorPage(error, description, home, errorId));
  };
  const expired = (reply: FastifyReply) =>
    errorPage(
      reply,
      'session_expired',
      'This sign-in has expired. Return to the registry and sign in again.',
    );

  async function details(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch (error) {
      // The interaction is there, its database is not: the scope's error handler says so (503), not "expired".
      if (isDatabaseUnavailable(error)) throw error;
      request.log.info({ err: error }, 'sign-in interaction not found');
      return undefined;
    }
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: Parameters<Provider['interactionResult']>[2],
  ) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.redirect(returnTo, 303);
  }

  await app.register(async (scope) => {
    // These are pages a person reads: a database away is a page saying to try again, not the API's JSON 503.
    // Any other error goes on to the app's handler (an error thrown here is handed to the parent's).
    scope.setErrorHandler((error, request, reply) => {
      if (!isDatabaseUnavailable(error)) throw error;
      const errorId = randomUUID();
      request.log.error({ err: error, errorId, statusCode: 503 }, DATABASE_UNAVAILABLE_MESSAGE);
      const retryUrl = request.method === 'GET' ? request.url : request.url.split('?')[0]!;
      reply.header('retry-after', String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
      return sendHtml(reply, 503, renderUnavailablePage(retryUrl, home, errorId));
    });
    urlEncodedForms(scope);

    scope.get(`${OIDC_MOUNT_PATH}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      const { uid } = ParamsSchema.parse(request.params);

      if (interaction.prompt.name === 'login') {
        const loginHint =
          typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
        return sendHtml(
          reply,
          200,
          renderSignInPage({ action: interactionPath(uid), email: loginHint, demo }),
        );
      }
      // Asked for only when the web sends prompt=consent: our first-party client is granted what it asks.
      if (interaction.prompt.name === 'consent' && interaction.params.client_id === config.oidc.clientId) {
        const grant = interaction.grantId
          ? await provider.Grant.find(interaction.grantId)
          : new provider.Grant({ accountId: interaction.session?.accountId, clientId: config.oidc.clientId });
        if (!grant) return expired(reply);
        grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
        grant.addResourceScope(config.oidc.audience, API_RESOURCE_SCOPE);
        const grantId = await grant.save();
        return finish(request, reply, { consent: { grantId } });
      }
      return errorPage(reply, 'interaction_required', 'This sign-in step is not supported.');
    });

    scope.post(
      `${OIDC_MOUNT_PATH}/interaction/:uid`,
      { schema: { hide: true }, config: { rateLimit: app.rateLimits.signIn } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return expired(reply);
        const { uid } = ParamsSchema.parse(request.params);
        if (interaction.prompt.name !== 'login') return reply.redirect(interactionPath(uid), 303);

        const form = SignInFormSchema.safeParse(request.body ?? {});
        const { email, password } = form.success ? form.data : { email: '', password: '' };
        const db = app.database.db;
        const at = new Date();
        const refuse = ({ statusCode, message, retryAfterSeconds }: SignInRefusal) => {
          if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
          return sendHtml(
            reply,
            statusCode,
            renderSignInPage({ action: interactionPath(uid), email, error: message, demo }),
          );
        };
        const checked = await checkPassword(
          { db, config, clientAddress: request.ip, email, at },
          password,
          lockedNow(request),
        );
        if ('refusal' in checked) return refuse(checked.refusal);
        const { account } = checked;

        // The password is right; a second factor, or an administrator who must set one up, takes a second step.
        if (await hasSecondFactor(db, account.id)) {
          await startChallenge(db, interactionChallengeId(uid), account.id, at);
          return sendHtml(reply, 200, renderCodeStepPage({ action: secondStepPath(uid) }));
        }
        if (await secondFactorRequired(db, config, account.email)) {
          const setUp = await beginSecondFactorSetUp(db, account.id, account.email);
          if (!setUp) return expired(reply);
          await startChallenge(db, interactionChallengeId(uid), account.id, at);
          return sendHtml(
            reply,
            200,
            renderSetUpPage({ action: secondStepPath(uid), setUp, lead: ADMIN_SET_UP }),
          );
        }
        await forgetFailedSignIns(db, email);
        return finish(request, reply, { login: { accountId: account.id } });
      },
    );

    // The second step: a code for an account with a second factor, or the first code of an administrator's
    // set-up. The challenge is the interaction's own (its cookie ties it to this browser) and dies after
    // CHALLENGE_FAILURES wrong codes; each wrong code also counts as a failed sign-in of the address.
    scope.post(
      `${OIDC_MOUNT_PATH}/interaction/:uid/second-factor`,
      { schema: { hide: true }, config: { rateLimit: app.rateLimits.signIn } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return expired(reply);
        const { uid } = ParamsSchema.parse(request.params);
        if (interaction.prompt.name !== 'login') return reply.redirect(interactionPath(uid), 303);

        const db = app.database.db;
        const at = new Date();
        const challengeId = interactionChallengeId(uid);
        const accountId = await challengeAccount(db, challengeId, at);
        const account = accountId ? await findIdentityAccountById(db, accountId) : undefined;
        if (!account) {
          return sendHtml(
            reply,
            401,
            renderSignInPage({
              action: interactionPath(uid),
              error: 'Sign in again: the code step has ended.',
              demo,
            }),
          );
        }
        const form = CodeFormSchema.safeParse(request.body ?? {});
        const typed = form.success ? form.data.code : '';
        const attempt: SignInAttempt = { db, config, clientAddress: request.ip, email: account.email, at };
        const settingUp = !(await hasSecondFactor(db, account.id));
        const again = async (refusal: SignInRefusal) => {
          if (refusal.retryAfterSeconds) reply.header('retry-after', String(refusal.retryAfterSeconds));
          const setUp = settingUp ? await pendingSecondFactorSetUp(db, account.id, account.email) : undefined;
          const action = secondStepPath(uid);
          const page = setUp
            ? renderSetUpPage({ action, setUp, lead: ADMIN_SET_UP, error: refusal.message })
            : renderCodeStepPage({ action, error: refusal.message });
          return sendHtml(reply, refusal.statusCode, page);
        };

        const before = await refusalBeforeChecking(attempt);
        if (before) return again(before);
        const accepted = settingUp
          ? await acceptFirstCode(db, account.id, typed, at)
          : await acceptSecondFactorCode(db, account.id, typed, at);
        if (!accepted) {
          await failChallenge(db, challengeId);
          return again(await refusalAfterFailure(attempt, WRONG_CODE, lockedNow(request)));
        }
        await endChallenge(db, challengeId);
        await forgetFailedSignIns(db, account.email);
        if (!settingUp) return finish(request, reply, { login: { accountId: account.id } });

        // Set up just now: the recovery codes are shown once, then the sign-in goes on.
        const codes = await newRecoveryCodes(db, account.id);
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: account.id } },
          { mergeWithLastSubmission: false },
        );
        return sendHtml(reply, 200, renderRecoveryCodesPage(codes, { href: returnTo, label: 'Continue' }));
      },
    );
  });
}
