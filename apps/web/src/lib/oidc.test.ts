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

  it('keeps its tokens in local storage, refresh token included, so every tab shares the session', async () => {
    const user = new oidc.User({
      access_token: 'access',
      refresh_token: 'refresh',
      token_type: 'Bearer',
      profile: { sub: 'u-1', iss: config.oidcAuthority, aud: config.oidcClientId, exp: 0, iat: 0 },
    });
    await manager().storeUser(user);
    const stored = localStorage.getItem(`oidc.user:${config.oidcAuthority}:${config.oidcClientId}`);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ access_token: 'access', refresh_token: 'refresh' });
    expect(sessionStorage.length).toBe(0);
  });

  it('asks for refresh tokens and renews silently', () => {
    const { settings } = manager();
    expect(settings.scope.split(' ')).toContain('offline_access');
    expect(settings.automaticSilentRenew).toBe(true);
  });

  it('gives the provider 10 s to answer and a popup 60 s', () => {
    const { settings } = manager();
    expect(settings.requestTimeoutInSeconds).toBe(10);
    expect(settings.silentRequestTimeoutInSeconds).toBe(10);
    expect(settings.popupWindowFeatures.closePopupWindowAfterInSeconds).toBe(60);
  });
});
