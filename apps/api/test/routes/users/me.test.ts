import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, injectAs, type TestApp } from '../../helpers/app';

describe('GET /api/users/me: the user entity of platform spec §3', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('a company user sees their companies, accounts and account memberships', async () => {
    const response = await injectAs(app, 'initiator@nordicfuels.example', {
      method: 'GET',
      url: '/api/users/me',
    });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({
      name: 'Erik Hansen',
      email: 'initiator@nordicfuels.example',
      status: 'active',
      isRegistryAdmin: false,
      isPendingOnboardingApproval: false,
    });
    // With the statuses the web's permission rules need (the same `can` as the API's).
    expect(me.companies).toEqual([
      {
        id: expect.any(String),
        name: 'Nordic Renewable Fuels AS',
        role: 'regular',
        status: 'active',
        companyStatus: 'active',
      },
    ]);
    expect(me.accounts.length).toBeGreaterThan(0);
    expect(me.accountMemberships).toEqual(
      expect.arrayContaining([
        {
          accountId: expect.any(String),
          companyId: me.companies[0].id,
          role: 'accountRepInitiator',
          status: 'active',
          accountStatus: 'active',
        },
      ]),
    );
  });

  it('a registry administrator has no company', async () => {
    const response = await injectAs(app, 'admin@safc-registry.example', {
      method: 'GET',
      url: '/api/users/me',
    });
    expect(response.json()).toMatchObject({ isRegistryAdmin: true, companies: [] });
  });

  it('an applicant awaiting the administrator is pending onboarding approval', async () => {
    const response = await injectAs(app, 'pending@newcompany.example', {
      method: 'GET',
      url: '/api/users/me',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().isPendingOnboardingApproval).toBe(true);
  });
});
