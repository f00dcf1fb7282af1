import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, requests } from '../../src/db/schema';
import { injectAs, type TestApp } from '../helpers/app';
import { ADMIN, buildWithFolders } from '../onboarding/registration-helpers';

const PENDING_APPLICANT = 'pending@newcompany.example';

describe('administrator review: each decision changes what it concerns and is logged', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await buildWithFolders());
  });
  afterAll(() => app.close());

  async function pendingOf(kind: string) {
    const list = await injectAs(app, ADMIN, {
      method: 'GET',
      url: `/api/requests?kind=${kind}&status=pending`,
    });
    return list.json().items[0] as { id: string; companyId: string; accountId: string | null };
  }

  it('rejecting an onboarding rejects the company and fails the applicant, with a RequestRejected event', async () => {
    const request = await pendingOf('CompanyOnboardRequest');
    const rejected = await injectAs(app, ADMIN, {
      method: 'POST',
      url: `/api/requests/${request.id}/reject`,
      payload: { comment: 'Authorisation letter unsigned' },
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decisionComment: 'Authorisation letter unsigned',
    });
    expect(
      (await injectAs(app, ADMIN, { method: 'GET', url: `/api/companies/${request.companyId}` })).json()
        .status,
    ).toBe('rejected');
    const me = await injectAs(app, PENDING_APPLICANT, { method: 'GET', url: '/api/users/me' });
    expect(me.json().isPendingOnboardingApproval).toBe(false);
    const logged = await app.database.db
      .select({ type: events.type })
      .from(events)
      .where(and(eq(events.entityType, 'request'), eq(events.entityId, request.id)));
    expect(logged.map((event) => event.type)).toContain('RequestRejected');
  });

  it('approving an account request opens the account', async () => {
    const request = await pendingOf('AccountCreateRequest');
    await injectAs(app, ADMIN, { method: 'POST', url: `/api/requests/${request.id}/approve` });
    expect(
      (await injectAs(app, ADMIN, { method: 'GET', url: `/api/account/${request.accountId}` })).json().status,
    ).toBe('active');
  });

  it('an unknown request is a 404; a company user cannot decide', async () => {
    expect(
      (
        await injectAs(app, ADMIN, {
          method: 'GET',
          url: '/api/requests/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    const [pending] = await app.database.db
      .select({ id: requests.id })
      .from(requests)
      .where(eq(requests.status, 'pending'))
      .limit(1);
    const response = await injectAs(app, 'rep@skyways.example', {
      method: 'POST',
      url: `/api/requests/${pending!.id}/approve`,
    });
    expect(response.statusCode).toBe(403);
  });

  it('a comment longer than 2000 characters is a 400 naming it', async () => {
    const [any] = await app.database.db.select({ id: requests.id }).from(requests).limit(1);
    const response = await injectAs(app, ADMIN, {
      method: 'POST',
      url: `/api/requests/${any!.id}/approve`,
      payload: { comment: 'x'.repeat(2001) },
    });
    expect(response.json().message).toMatch(/^body\.comment: /);
  });
});
