import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema';
import { bearer, injectAs, internalTokenFor, type TestApp, forgetInternalToken } from '../helpers/app';
import { ADMIN, buildWithFolders } from '../onboarding/registration-helpers';

const REP = 'rep@nordicfuels.example';
const INITIATOR = 'initiator@nordicfuels.example';
const APPROVER = 'approver@nordicfuels.example';

describe('people: colleagues, profile settings, removal and blocking', () => {
  let app: TestApp;
  const id: Record<string, string> = {};
  beforeAll(async () => {
    ({ app } = await buildWithFolders());
    for (const row of await app.database.db.select({ id: users.id, email: users.email }).from(users))
      id[row.email] = row.id;
    for (const row of await app.database.db
      .select({ id: companies.id, name: companies.name })
      .from(companies))
      id[row.name] = row.id;
  });
  afterAll(() => app.close());

  it("a representative lists their company's people with what they hold there only", async () => {
    const response = await injectAs(app, REP, { method: 'GET', url: '/api/users/company' });
    expect(response.statusCode).toBe(200);
    const people = response.json<{ email: string; companies: { id: string }[] }[]>();
    expect(people.map((person) => person.email).sort()).toEqual(
      [APPROVER, INITIATOR, REP, 'readonly@nordicfuels.example'].sort(),
    );
    expect(
      people.every((person) =>
        person.companies.every((company) => company.id === id['Nordic Renewable Fuels AS']),
      ),
    ).toBe(true);
    expect((await injectAs(app, ADMIN, { method: 'GET', url: '/api/users/company' })).statusCode).toBe(400);
  });

  it("another company's person is not found", async () => {
    expect(
      (await injectAs(app, REP, { method: 'GET', url: `/api/users/${id['rep@skyways.example']}` }))
        .statusCode,
    ).toBe(404);
    expect((await injectAs(app, REP, { method: 'GET', url: `/api/users/${id[ADMIN]}` })).statusCode).toBe(
      404,
    );
  });

  it('profile settings: a user changes their own name and phone; an empty change is a 400', async () => {
    const changed = await injectAs(app, INITIATOR, {
      method: 'PATCH',
      url: `/api/users/${id[INITIATOR]}`,
      payload: { name: 'Erik A. Hansen', phone: '+47 400 00 000' },
    });
    expect(changed.json()).toMatchObject({ name: 'Erik A. Hansen', phone: '+47 400 00 000' });
    expect((await injectAs(app, INITIATOR, { method: 'GET', url: '/api/users/me' })).json().name).toBe(
      'Erik A. Hansen',
    );
    const empty = await injectAs(app, INITIATOR, {
      method: 'PATCH',
      url: `/api/users/${id[INITIATOR]}`,
      payload: {},
    });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: 'body: Nothing to change' });
    const blank = await injectAs(app, INITIATOR, {
      method: 'PATCH',
      url: `/api/users/${id[INITIATOR]}`,
      payload: { name: ' ' },
    });
    expect(blank.json().message).toBe('body.name: Required');
  });

  it('details and full views show the registration data', async () => {
    const details = await injectAs(app, REP, { method: 'GET', url: `/api/users/${id[APPROVER]}/details` });
    expect(details.json()).toMatchObject({
      firstName: 'Ingrid',
      lastName: 'Berg',
      employerName: 'Nordic Renewable Fuels AS',
    });
    const full = await injectAs(app, ADMIN, { method: 'GET', url: `/api/users/${id[APPROVER]}/full` });
    expect(full.json()).toMatchObject({
      email: APPROVER,
      details: { firstName: 'Ingrid' },
      companies: [{ name: 'Nordic Renewable Fuels AS', role: 'regular' }],
    });
  });

  it('a blocked user is signed out at once and back once unblocked', async () => {
    const token = await internalTokenFor(app, APPROVER);
    const blocked = await injectAs(app, ADMIN, { method: 'PATCH', url: `/api/users/${id[APPROVER]}/block` });
    expect(blocked.json().status).toBe('blocked');
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect(
      (await injectAs(app, ADMIN, { method: 'PATCH', url: `/api/users/${id[APPROVER]}/block` })).statusCode,
    ).toBe(409);
    await injectAs(app, ADMIN, { method: 'PATCH', url: `/api/users/${id[APPROVER]}/unblock` });
    // The block ended the sessions for good (decision 090): back by signing in again.
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
    forgetInternalToken(app, APPROVER);
    expect((await injectAs(app, APPROVER, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    expect(
      (await injectAs(app, ADMIN, { method: 'PATCH', url: `/api/users/${id[ADMIN]}/block` })).statusCode,
    ).toBe(409);
  });

  it('removing a colleague keeps the row: status removed, memberships removed', async () => {
    const removed = await injectAs(app, REP, {
      method: 'DELETE',
      url: `/api/users/${id['readonly@nordicfuels.example']}`,
    });
    expect(removed.statusCode).toBe(204);
    const seen = await injectAs(app, ADMIN, {
      method: 'GET',
      url: `/api/users/${id['readonly@nordicfuels.example']}`,
    });
    expect(seen.json()).toMatchObject({ status: 'removed', companies: [{ status: 'removed' }] });
    expect(
      seen
        .json()
        .accountMemberships.every((membership: { status: string }) => membership.status === 'removed'),
    ).toBe(true);
    expect((await injectAs(app, REP, { method: 'DELETE', url: `/api/users/${id[REP]}` })).statusCode).toBe(
      409,
    );
  });

  it('the administrator lists and searches every user', async () => {
    const response = await injectAs(app, ADMIN, { method: 'GET', url: '/api/users/list?search=skyways' });
    expect(
      response
        .json()
        .map((user: { email: string }) => user.email)
        .sort(),
    ).toEqual(['approver@skyways.example', 'initiator@skyways.example', 'rep@skyways.example']);
  });
});
