import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema';
import { authOf } from '../../src/plugins/authenticate';
import { requireCan } from '../../src/services/users/caller';
import { bearer, build, internalTokenFor, type TestApp } from '../helpers/app';

const NORDIC_REP = 'rep@nordicfuels.example';

describe('the authenticate hook: one permission context per request, from the domain rules', () => {
  let app: TestApp;
  let companyIds: Record<string, string>;
  beforeAll(async () => {
    app = await build();
    // A route made for this test: asks the domain whether the caller may view the company in the query.
    app.get('/api/test-company/:companyId', async (request) => {
      const { companyId } = request.params as { companyId: string };
      requireCan(authOf(request), 'View', 'Company', { companyId });
      return { selectedCompanyId: authOf(request).permissions.selectedCompanyId };
    });
    const rows = await app.database.db.select({ id: companies.id, name: companies.name }).from(companies);
    companyIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  });
  afterAll(() => app.close());

  const nordic = () => companyIds['Nordic Renewable Fuels AS']!;
  const skyways = () => companyIds['SkyWays Airlines Ltd']!;

  it('lets a company representative view their own company', async () => {
    const token = await internalTokenFor(app, NORDIC_REP);
    const response = await app.inject({
      method: 'GET',
      url: `/api/test-company/${nordic()}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ selectedCompanyId: nordic() });
  });

  it('refuses another company with 403, even when X-Company-Id names it (a forged header counts for nothing)', async () => {
    const token = await internalTokenFor(app, NORDIC_REP);
    const response = await app.inject({
      method: 'GET',
      url: `/api/test-company/${skyways()}`,
      headers: { ...bearer(token), 'x-company-id': skyways() },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You are not allowed to see this company');
  });

  it('a registry administrator acts across the registry with no selected company', async () => {
    const token = await internalTokenFor(app, 'admin@safc-registry.example');
    const response = await app.inject({
      method: 'GET',
      url: `/api/test-company/${skyways()}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ selectedCompanyId: null });
  });

  it('a user blocked after signing in is refused at once with 401', async () => {
    const email = 'approver@nordicfuels.example';
    const token = await internalTokenFor(app, email);
    await app.database.db.update(users).set({ status: 'blocked' }).where(eq(users.email, email));
    const response = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('User is blocked');
  });

  it('a malformed Authorization header is a 401', async () => {
    for (const authorization of ['Basic abc', 'Bearer', 'token-without-scheme']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(response.statusCode, authorization).toBe(401);
    }
  });
});
