import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo-users';
import { hashPassword, verifyPassword } from '../lib/passwords';
import {
  countFailedSignIn,
  forgetFailedSignIns,
  signInLockedAt,
} from '../services/sign-in-lockout/sign-in-lockout';
import { findIdentityAccountByEmail } from './identity-accounts';
import { admitFirstSignIn } from './unused-invited-identities';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_SECONDS,
  isDatabaseUnavailable,
} from '../errors/database-error';
import { renderProviderErrorPage, renderUnavailablePage } from './provider-pages';
import { API_RESOURCE_SCOPE, interactionPath, OIDC_MOUNT_PATH } from './provider-configuration';
import { renderSignInPage, type SignInPageOptions } from './sign-in-page';
import { sendHtml, urlEncodedForms } from './provider-forms';

const INVALID_SIGN_IN = 'Invalid e-mail or password';
// Shown for any locked address, known or not, so the page never tells whether an e-mail has an account.
const LOCKED_SIGN_IN =
  'Sign-in to this e-mail address is locked after too many failed attempts. Contact the registry to have it unlocked.';

const SignInFormSchema = z.object({
  email: z.string().trim().max(320).default(''),
  password: z.string().max(1024).default(''),
});

const ParamsSchema = z.object({ uid: z.string().min(1).max(200) });

// A wrong e-mail costs the same scrypt work as a wrong password, so timing does not tell which was wrong.
let unknownAccountHash: Promise<string> | undefined;
const passwordHashForUnknownAccount = () =>
  (unknownAccountHash ??= hashPassword('no account has this password'));

/** Sign-in and consent pages of the embedded provider (DESIGN §3), rendered by Fastify under /oidc. */
export async function interactionRoutes(app: FastifyInstance, provider: Provider): Promise<void> {
  const { config } = app;
  const home = `${config.publicUrl}/`;
  const demo: SignInPageOptions['demo'] =
    config.environment === 'development'
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
        const refuse = (error: string) =>
          sendHtml(reply, 401, renderSignInPage({ action: interactionPath(uid), email, error, demo }));
        if (email && (await signInLockedAt(db, email))) return refuse(LOCKED_SIGN_IN);
        const account = email ? await findIdentityAccountByEmail(db, email) : undefined;
        const passwordMatches = await verifyPassword(
          password,
          account?.passwordHash ?? (await passwordHashForUnknownAccount()),
        );
        // An identity of a revoked or expired invitation that never signed in is gone, as if never made.
        const admitted = account && passwordMatches ? await admitFirstSignIn(db, account) : false;
        if (!account || !passwordMatches || !admitted) {
          if (!email) return refuse(INVALID_SIGN_IN);
          const { locked, lockedNow } = await countFailedSignIn(db, email, config.signInLockout);
          if (lockedNow) request.log.warn({ failures: config.signInLockout.failures }, 'Sign-in locked');
          return refuse(locked ? LOCKED_SIGN_IN : INVALID_SIGN_IN);
        }
        await forgetFailedSignIns(db, email);
        return finish(request, reply, { login: { accountId: account.id } });
      },
    );
  });
}
