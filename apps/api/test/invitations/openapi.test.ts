import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app';

describe('the OpenAPI document describes the organisation calls', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ seed: false });
  });
  afterAll(() => app.close());

  it('lists them with their paths as the spec writes them', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/invitations/{id}',
        '/api/onboarding/{invitationId}',
        '/api/requests/{id}/approve',
        '/api/companies/{id}',
        '/api/account/to-transfer',
        '/api/account/{id}/account-rep/{userId}/role',
        '/api/users/invited/account',
        '/api/auth/api-tokens',
      ]),
    );
  });
});
