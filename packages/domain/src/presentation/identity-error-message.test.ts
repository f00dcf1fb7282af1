import { describe, expect, it } from 'vitest';
import { IDENTITY_ERROR_MESSAGES, identityErrorOf } from './identity-error-message';

// Platform spec §8 "Identity errors", as the sign-in callback meets them.
describe('identity errors at the sign-in callback', () => {
  const state = { callbackHadState: true };

  it('a state the browser does not hold is "Invalid state"; no state at all is a missing transaction', () => {
    const thrown = new Error('No matching state found in storage');
    expect(identityErrorOf({ ...state, thrown })).toBe('invalidState');
    expect(IDENTITY_ERROR_MESSAGES.invalidState).toBe('Invalid state');
    expect(identityErrorOf({ callbackHadState: false, thrown: new Error('No state in response') })).toBe(
      'missingTransaction',
    );
  });

  it('an error the provider answered with is "Login failed"; mfa_required and login_required are their own', () => {
    expect(
      identityErrorOf({ ...state, callbackError: 'access_denied', thrown: new Error('access_denied') }),
    ).toBe('loginFailed');
    expect(IDENTITY_ERROR_MESSAGES.loginFailed).toBe('Login failed');
    expect(identityErrorOf({ ...state, callbackError: 'mfa_required', thrown: {} })).toBe('mfaRequired');
    expect(identityErrorOf({ ...state, callbackError: 'login_required', thrown: {} })).toBe('loginRequired');
  });

  it('a failed token request is "Get access token failed"; a timeout and a closed popup say so', () => {
    expect(identityErrorOf({ ...state, thrown: { name: 'ErrorResponse', error: 'invalid_grant' } })).toBe(
      'accessTokenFailed',
    );
    expect(IDENTITY_ERROR_MESSAGES.accessTokenFailed).toBe('Get access token failed');
    expect(
      identityErrorOf({ ...state, thrown: { name: 'ErrorTimeout', message: 'Network timed out' } }),
    ).toBe('timeout');
    expect(identityErrorOf({ ...state, thrown: new Error('Popup closed by user') })).toBe('cancelled');
  });
});
