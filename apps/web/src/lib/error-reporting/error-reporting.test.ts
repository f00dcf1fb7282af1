import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Sentry from '@sentry/react';
import type { AppConfig } from '../app-config';
import { HttpError } from '../http-error';
import { forwardToErrorReporting } from './forward-error';
import { scrubEvent } from './scrub-event';
import { startErrorReporting } from './start-error-reporting';

// The SDK's own network and recording are not this test's: it checks what the registry asks of it.
vi.mock('@sentry/react', () => ({
  init: vi.fn(),
  captureException: vi.fn(),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
}));

const CONFIG: AppConfig = {
  oidcAuthority: 'http://registry.test/oidc',
  oidcClientId: 'safc-web',
  apiAudience: 'http://registry.test/api',
  buildVersion: '0.1.0+abc',
  environment: 'production',
  userGuideUrl: 'https://guide.example/',
  errorReportingDsn: null,
};

describe('error reporting (platform spec §9: replays 100% on error, 0% of sessions)', () => {
  afterEach(() => vi.clearAllMocks());

  it('stays off without a DSN', async () => {
    await expect(startErrorReporting(CONFIG)).resolves.toBe(false);
    expect(Sentry.init).not.toHaveBeenCalled();
  });

  it('with a DSN: the spec sample rates, masked replays, and no personal data collected', async () => {
    await expect(
      startErrorReporting({ ...CONFIG, errorReportingDsn: 'https://key@errors.example/1' }),
    ).resolves.toBe(true);
    const options = vi.mocked(Sentry.init).mock.calls[0]![0];
    expect(options).toMatchObject({
      dsn: 'https://key@errors.example/1',
      release: '0.1.0+abc',
      replaysOnErrorSampleRate: 1,
      replaysSessionSampleRate: 0,
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
      },
    });
    expect(Sentry.replayIntegration).toHaveBeenCalledWith({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
    });
    // Once started, the registry's failures reach it; a refusal a person caused does not.
    forwardToErrorReporting(new HttpError(503, { statusCode: 503, message: 'Down' }, 'Down'));
    forwardToErrorReporting(new HttpError(409, { statusCode: 409, message: 'Reserved' }, 'Reserved'));
    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
  });

  it('sends no user, cookies, headers, query strings or invitation ids', () => {
    const scrubbed = scrubEvent({
      user: { email: 'rep@nordicfuels.example', id: 'u-1' },
      request: {
        url: 'https://registry.example/register/to-join-company/5cd7?email=rep%40nordicfuels.example#x',
        cookies: { session: 's' },
        headers: { Authorization: 'Bearer t' },
        query_string: 'email=rep',
      },
      breadcrumbs: [{ data: { url: '/api/users/list?search=ingrid', method: 'GET' } }],
    });
    expect(scrubbed).toEqual({
      request: { url: 'https://registry.example/register/to-join-company/{invitationId}' },
      breadcrumbs: [{ data: { url: '/api/users/list', method: 'GET' } }],
    });
  });
});
