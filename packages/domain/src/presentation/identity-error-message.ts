// Platform spec §8 "Identity errors": what the identity provider's client can fail with, and what a person
// is told. The quoted messages are the spec's own; the others are written for a person.

export const IDENTITY_ERRORS = {
  timeout: 'timeout',
  cancelled: 'cancelled',
  missingRefreshToken: 'missingRefreshToken',
  mfaRequired: 'mfaRequired',
  invalidState: 'invalidState',
  missingTransaction: 'missingTransaction',
  loginRequired: 'loginRequired',
  loginFailed: 'loginFailed',
  accessTokenFailed: 'accessTokenFailed',
} as const;
export type IdentityErrorCode = (typeof IDENTITY_ERRORS)[keyof typeof IDENTITY_ERRORS];

export const IDENTITY_ERROR_MESSAGES: Record<IdentityErrorCode, string> = {
  timeout: 'The sign-in service did not answer in time. Please try again',
  cancelled: 'The sign-in window was closed before the sign-in finished',
  missingRefreshToken: 'Your sign-in can no longer be renewed. Please sign in again',
  mfaRequired: 'The sign-in needs a second factor that was not given',
  invalidState: 'Invalid state',
  missingTransaction: 'This sign-in was not started in this browser. Please sign in again',
  loginRequired: 'Please sign in again',
  loginFailed: 'Login failed',
  accessTokenFailed: 'Get access token failed',
};

/** What the sign-in callback knows when the identity client refused it. */
export interface IdentityFailure {
  /** The `error` parameter the provider put on the callback address, if any (an authorization error). */
  callbackError?: string | null;
  /** Whether the callback address carried a `state` parameter. */
  callbackHadState: boolean;
  /** What the identity client threw. */
  thrown: unknown;
}

const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * Names the failure of a sign-in callback (authorization code + PKCE). An error the provider answered
 * with (`error=...`) failed the login itself; a state the browser does not hold is a state mismatch, or no
 * transaction at all when the address carried none; anything failing after that failed the token request.
 */
export function identityErrorOf({
  callbackError,
  callbackHadState,
  thrown,
}: IdentityFailure): IdentityErrorCode {
  const error = callbackError ?? fieldOf(thrown, 'error');
  if (error === 'mfa_required') return IDENTITY_ERRORS.mfaRequired;
  if (error === 'login_required') return IDENTITY_ERRORS.loginRequired;
  if (callbackError) return IDENTITY_ERRORS.loginFailed;
  if (fieldOf(thrown, 'name') === 'ErrorTimeout') return IDENTITY_ERRORS.timeout;
  const message = String(fieldOf(thrown, 'message') ?? '');
  if (/popup (window )?closed/i.test(message)) return IDENTITY_ERRORS.cancelled;
  if (/no matching state|no state in response/i.test(message)) {
    return callbackHadState ? IDENTITY_ERRORS.invalidState : IDENTITY_ERRORS.missingTransaction;
  }
  if (/refresh[_ ]token/i.test(message)) return IDENTITY_ERRORS.missingRefreshToken;
  return IDENTITY_ERRORS.accessTokenFailed;
}

export const identityErrorMessage = (code: IdentityErrorCode): string => IDENTITY_ERROR_MESSAGES[code];
