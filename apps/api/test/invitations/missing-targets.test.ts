import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeMark } from '../authorisation/matrix-fixtures';
import { injectAs, internalTokenFor, type TestApp } from '../helpers/app';
import { demoLedger, PEOPLE, type DemoLedger } from '../ledger/ledger-helpers';
import { buildWithFolders } from '../onboarding/registration-helpers';

// Issue 15 §3: a body that leaves out (or nulls) what the call acts on is a field error, never a silent
// default: an invitation whose kind needs a company or an account, a trusted list that is not there.

describe('calls refuse a body without what they act on', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    ({ app } = await buildWithFolders());
    ledger = await demoLedger(app);
    for (const email of [PEOPLE.admin, PEOPLE.nordicRep]) await internalTokenFor(app, email);
  });
  afterAll(() => app.close());

  async function expectFieldError(
    email: string,
    method: 'POST' | 'PATCH',
    url: string,
    payload: object,
    field: string,
  ) {
    const before = await changeMark(app);
    const response = await injectAs(app, email, { method, url, payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toHaveProperty([field], 'Required');
    expect(await changeMark(app), 'nothing changed').toBe(before);
  }

  it.each([
    ['a representative', PEOPLE.nordicRep],
    ['an administrator', PEOPLE.admin],
  ])('%s inviting a company representative with companyId: null', async (_who, email) => {
    await expectFieldError(
      email,
      'POST',
      '/api/invitations',
      { kind: 'joinCompany', email: 'cr@elsewhere.example', companyId: null },
      'body.companyId',
    );
  });

  it('inviting an account member with accountId: null', async () => {
    await expectFieldError(
      PEOPLE.nordicRep,
      'POST',
      '/api/invitations',
      {
        kind: 'authorisedRepresentative',
        email: 'ar@elsewhere.example',
        accountId: null,
        accountRole: 'readOnly',
      },
      'body.accountId',
    );
  });

  it('setting the trusted accounts without a list', async () => {
    await expectFieldError(
      PEOPLE.nordicRep,
      'PATCH',
      `/api/account/${ledger.nordicFuel}/trusted`,
      {},
      'body.trustedAccountIds',
    );
  });

  it('an empty list is a list: it trusts nobody', async () => {
    const response = await injectAs(app, PEOPLE.nordicRep, {
      method: 'PATCH',
      url: `/api/account/${ledger.nordicFuel}/trusted`,
      payload: { trustedAccountIds: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().trustedAccounts).toEqual([]);
  });
});
