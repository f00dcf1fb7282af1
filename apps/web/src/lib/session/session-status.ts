import { isHttpError } from '../http-error';
import type { SessionStatus } from './session-context';

interface ProfileLookup {
  isAuthenticated: boolean;
  hasProfile: boolean;
  error: unknown;
}

// The API answers an unknown or removed user's profile with 401 (its token is valid but names nobody)
// or 404; both mean "we couldn't find your profile", anything else is a failure to load it.
export function sessionStatusOf({ isAuthenticated, hasProfile, error }: ProfileLookup): SessionStatus {
  if (!isAuthenticated) return 'signedOut';
  if (hasProfile) return 'signedIn';
  if (!error) return 'loading';
  if (isHttpError(error) && (error.status === 401 || error.status === 404)) return 'profileMissing';
  return 'failed';
}
