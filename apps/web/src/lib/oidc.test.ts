import { afterEach, describe, expect, it } from 'vitest';
import * as oidc from 'oidc-client-ts';
import type { AppConfig } from './app-config';
import { userManagerSettings } from './oidc';

const config = {
  oidcAuthority: 'https://id.example/oidc',
  oidcClientId: 'safc-web',
  apiAudience: 'https://api.example',
} as AppConfig;

const manager = () => new oidc.UserManager(userManagerSettings(oidc, config, 'https://registry.example'));

describe('the identity client (platform spec §7, §9)', () => {
  afterEach(() => localStorage.clear());

  it('keeps the provider tokens in memory, never in Web Storage (docs/decisions/090)', async () => {
    const user = new oidc.User({
      access_token: 'access',
      refresh_token: 'refresh',
      token_type: 'Bearer',
      profile: { sub: 'u-1', iss: config.oidcAuthority, aud: config.oidcClientId, exp: 0, iat: 0 },
    });
    const identity = manager();
    await identity.storeUser(user);
    expect((await identity.getUser())?.access_token).toBe('access');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('does not renew the provider token itself: the sign-in cookie renews the internal one', () => {
    expect(manager().settings.automaticSilentRenew).toBe(false);
  });

  it('gives the provider 10 s to answer and a popup 60 s', () => {
    const { settings } = manager();
    expect(settings.requestTimeoutInSeconds).toBe(10);
    expect(settings.silentRequestTimeoutInSeconds).toBe(10);
    expect(settings.popupWindowFeatures.closePopupWindowAfterInSeconds).toBe(60);
  });
});
