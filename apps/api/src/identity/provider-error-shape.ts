import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../errors/database-error';

// The embedded provider answers errors of its JSON endpoints (token, userinfo, jwks...) with OAuth's
// `{ error, error_description }`, which OpenID clients read, and an unknown path with a bare 404. Each error
// keeps those fields and gains the registry's `{ statusCode, message, errorId }`, logged like the API's own.

interface ProviderState {
  errorId?: string;
  /** The provider's own server_error came from its database being away: answered 503, like the API. */
  databaseUnavailable?: boolean;
}

interface OAuthErrorBody {
  error: string;
  error_description?: string;
}

const isOAuthError = (body: unknown): body is OAuthErrorBody =>
  typeof body === 'object' && body !== null && typeof (body as OAuthErrorBody).error === 'string';

/** The error id of this provider request: the one logged, and the one its HTML error page shows. */
export const providerErrorIdOf = (state: ProviderState): string => (state.errorId ??= randomUUID());

export function shapeProviderErrors(provider: Provider, log: FastifyBaseLogger): void {
  provider.on('server_error', (ctx, error) => {
    if (isDatabaseUnavailable(error)) (ctx.state as ProviderState).databaseUnavailable = true;
  });
  provider.use(async (ctx, next) => {
    const state = ctx.state as ProviderState;
    try {
      await next();
    } catch (error) {
      // The provider answers its own errors; whatever escapes it is ours, and hides its cause like the API.
      const errorId = providerErrorIdOf(state);
      log.error({ err: error, errorId }, 'identity provider failed');
      const statusCode = isDatabaseUnavailable(error) ? 503 : 500;
      const message = statusCode === 503 ? DATABASE_UNAVAILABLE_MESSAGE : 'Internal server error';
      ctx.status = statusCode;
      ctx.body = { statusCode, message, errorId, error: 'server_error' };
      return;
    }
    if (ctx.status === 500 && state.databaseUnavailable && isOAuthError(ctx.body)) {
      ctx.status = 503;
      ctx.body = { ...ctx.body, error_description: DATABASE_UNAVAILABLE_MESSAGE };
    }
    const statusCode = ctx.status;
    if (statusCode < 400) return;
    const body: unknown = ctx.body;
    let message: string;
    if (body == null && statusCode === 404) {
      message = `The identity provider has no ${ctx.method} ${ctx.path}`;
      ctx.status = statusCode;
      ctx.body = { statusCode, message, errorId: providerErrorIdOf(state), error: 'not_found' };
    } else if (isOAuthError(body)) {
      message = body.error_description ?? body.error;
      ctx.body = { statusCode, message, errorId: providerErrorIdOf(state), ...body };
    } else {
      // An HTML error page (renderError), which shows the same errorId.
      message =
        statusCode === 503
          ? DATABASE_UNAVAILABLE_MESSAGE
          : 'The identity provider answered with an error page';
    }
    const level = statusCode >= 500 ? 'error' : 'info';
    log[level](
      { errorId: providerErrorIdOf(state), statusCode, message },
      'Identity provider request refused',
    );
  });
}
