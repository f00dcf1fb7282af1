// Platform spec §2: the login error notice on the home page, chosen by the authError query parameter.

export const AUTH_ERRORS = {
  inactivity: 'inactivity',
  notRegistered: 'notRegistered',
  unknown: 'unknown',
} as const;
export type AuthErrorCode = (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS];

const AUTH_ERROR_MESSAGES: Record<AuthErrorCode, string> = {
  inactivity: 'Logged out due to inactivity',
  notRegistered: 'User is not registered in the system',
  unknown: 'Unknown authentication error. Please try again',
};

export const FALLBACK_AUTH_ERROR_MESSAGE = 'Unknown authentication error.';

export function authErrorMessage(code: string | null | undefined): string {
  const known = Object.values(AUTH_ERRORS).find((value) => value === code);
  return known ? AUTH_ERROR_MESSAGES[known] : FALLBACK_AUTH_ERROR_MESSAGE;
}
