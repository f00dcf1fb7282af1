import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema';
import { injectAs, type TestApp } from '../helpers/app';
import { ADMIN, PDF_BYTES, buildWithFolders, multipart } from '../onboarding/registration-helpers';

const REP = 'rep@nordicfuels.example';

describe('companies: edits, documents and closing by request; blocking by the administrator', () => {
  let app: TestApp;
  let nordic: string;
  beforeAll(async () => {
    ({ app } = await buildWithFolders());
    const [row] = await app.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Nordic Renewable Fuels AS'));
    nordic = row!.id;
  });
  afterAll(() => app.close());

  it('the administrator lists companies, filtered by status', async () => {
    const response = await injectAs(app, ADMIN, {
      method: 'GET',
      url: '/api/companies?status=awaitingReview',
    });
    expect(response.json().map((company: { name: string }) => company.name)).toEqual([
      'Baltic Green Aviation Fuels Sp. z o.o.',
    ]);
  });

  it.each([
    [{ country: 'Atlantis' }, 'body.country: Choose a country from the list'],
    [{ country: '578' }, 'body.country: Choose a country from the list'],
    [{ email: 'x@y' }, 'body.email: Enter a valid email address (at least 6 characters)'],
    [{}, 'body: Nothing to change'],
  ])('a bad edit %j is a 400 naming the field', async (payload, message) => {
    const response = await injectAs(app, REP, { method: 'PATCH', url: `/api/companies/${nordic}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("a representative's edit applies only once the administrator approves it, and a request is decided once", async () => {
    const edit = await injectAs(app, REP, {
      method: 'PATCH',
      url: `/api/companies/${nordic}`,
      payload: { website: 'https://fuels.nordic.example', city: 'Bergen' },
    });
    expect(edit.json()).toMatchObject({
      website: 'https://nordicfuels.example',
      city: 'Oslo',
      requestId: expect.any(String),
    });
    const seen = await injectAs(app, REP, { method: 'GET', url: `/api/requests/${edit.json().requestId}` });
    expect(seen.json()).toMatchObject({
      kind: 'CompanyUpdateRequest',
      status: 'pending',
      payload: { website: 'https://fuels.nordic.example', city: 'Bergen' },
    });
    const approved = await injectAs(app, ADMIN, {
      method: 'POST',
      url: `/api/requests/${edit.json().requestId}/approve`,
      payload: { comment: 'Checked' },
    });
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decisionComment: 'Checked',
      decidedBy: expect.any(String),
    });
    expect(
      (await injectAs(app, REP, { method: 'GET', url: `/api/companies/${nordic}` })).json(),
    ).toMatchObject({ website: 'https://fuels.nordic.example', city: 'Bergen' });
    const again = await injectAs(app, ADMIN, {
      method: 'POST',
      url: `/api/requests/${edit.json().requestId}/reject`,
    });
    expect(again.statusCode).toBe(409);
  });

  it('documents from a representative join the company once approved', async () => {
    const form = await multipart({}, [
      { field: 'documents', name: 'registration-2026.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const sent = await injectAs(app, REP, {
      method: 'POST',
      url: `/api/companies/${nordic}/documents`,
      ...form,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().documents).toEqual([]);
    await injectAs(app, ADMIN, { method: 'POST', url: `/api/requests/${sent.json().requestId}/approve` });
    const company = await injectAs(app, REP, { method: 'GET', url: `/api/companies/${nordic}` });
    expect(company.json().documents).toEqual([
      expect.objectContaining({ name: 'registration-2026.pdf', contentType: 'application/pdf' }),
    ]);
    const empty = await injectAs(app, REP, {
      method: 'POST',
      url: `/api/companies/${nordic}/documents`,
      ...(await multipart({})),
    });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: 'body.documents: Required' });
  });

  it("a representative's close request rejected leaves the company active", async () => {
    const close = await injectAs(app, REP, { method: 'POST', url: `/api/companies/${nordic}/close` });
    expect(close.json()).toMatchObject({ status: 'active', requestId: expect.any(String) });
    const rejected = await injectAs(app, ADMIN, {
      method: 'POST',
      url: `/api/requests/${close.json().requestId}/reject`,
      payload: { comment: 'Units still held' },
    });
    expect(rejected.json()).toMatchObject({
      kind: 'CompanyCloseRequest',
      status: 'rejected',
      decisionComment: 'Units still held',
    });
    expect((await injectAs(app, REP, { method: 'GET', url: `/api/companies/${nordic}` })).json().status).toBe(
      'active',
    );
  });

  it('a blocked company can be looked at but cannot open accounts (CompanyBlocked); unblocking restores it', async () => {
    const blocked = await injectAs(app, ADMIN, {
      method: 'PATCH',
      url: `/api/companies/${nordic}/block`,
      payload: { reason: 'Unpaid invoices' },
    });
    expect(blocked.json()).toMatchObject({ status: 'blocked', blockReason: 'Unpaid invoices' });
    expect((await injectAs(app, REP, { method: 'GET', url: `/api/companies/${nordic}` })).statusCode).toBe(
      200,
    );
    const create = await injectAs(app, REP, {
      method: 'POST',
      url: '/api/account',
      ...(await multipart({ name: 'Blocked', type: 'generalHoldingAccount' })),
    });
    expect(create.statusCode).toBe(403);
    expect(
      (await injectAs(app, ADMIN, { method: 'PATCH', url: `/api/companies/${nordic}/unblock` })).json()
        .status,
    ).toBe('active');
    expect(
      (await injectAs(app, ADMIN, { method: 'PATCH', url: `/api/companies/${nordic}/unblock` })).statusCode,
    ).toBe(409);
  });

  it('requests list filters by kind and status, and a representative sees only their own company', async () => {
    const all = await injectAs(app, ADMIN, {
      method: 'GET',
      url: '/api/requests?kind=CompanyOnboardRequest&status=pending',
    });
    expect(all.json().items.map((request: { companyName: string }) => request.companyName)).toEqual([
      'Baltic Green Aviation Fuels Sp. z o.o.',
    ]);
    // The list is paged and says how many there are.
    expect(all.json()).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    const mine = await injectAs(app, REP, { method: 'GET', url: '/api/requests' });
    expect(new Set(mine.json().items.map((request: { companyId: string }) => request.companyId))).toEqual(
      new Set([nordic]),
    );
    const first = await injectAs(app, ADMIN, { method: 'GET', url: '/api/requests?pageSize=1' });
    expect(first.json().items).toHaveLength(1);
    expect(first.json().total).toBeGreaterThan(1);
    expect(
      (await injectAs(app, ADMIN, { method: 'GET', url: '/api/requests?kind=Nonsense' })).statusCode,
    ).toBe(400);
  });

  // Decision 050: one door to edit a company, so an approved request checks what the administrator's own edit does.
  it("a representative's edit or documents approved after the company was closed are refused (409) and change nothing", async () => {
    const edit = await injectAs(app, REP, {
      method: 'PATCH',
      url: `/api/companies/${nordic}`,
      payload: { city: 'Trondheim' },
    });
    const requestId = edit.json().requestId as string;
    const form = await multipart({}, [
      { field: 'documents', name: 'late.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const docs = await injectAs(app, REP, {
      method: 'POST',
      url: `/api/companies/${nordic}/documents`,
      ...form,
    });
    const docsRequestId = docs.json().requestId as string;
    const closed = await injectAs(app, ADMIN, { method: 'POST', url: `/api/companies/${nordic}/close` });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const approved = await injectAs(app, ADMIN, {
      method: 'POST',
      url: `/api/requests/${requestId}/approve`,
    });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe('The company is closed');
    const company = await injectAs(app, ADMIN, { method: 'GET', url: `/api/companies/${nordic}` });
    expect(company.json()).toMatchObject({ status: 'closed', city: 'Bergen' });
    const request = await injectAs(app, ADMIN, { method: 'GET', url: `/api/requests/${requestId}` });
    expect(request.json().status).toBe('pending');
    // A company's documents have one door too (recordCompanyDocuments): the request's files stay the request's.
    const documents = await injectAs(app, ADMIN, {
      method: 'POST',
      url: `/api/requests/${docsRequestId}/approve`,
    });
    expect(documents.statusCode).toBe(409);
    expect(documents.json().message).toBe('The company is closed');
    const after = await injectAs(app, ADMIN, { method: 'GET', url: `/api/companies/${nordic}` });
    expect(after.json().documents).not.toContainEqual(expect.objectContaining({ name: 'late.pdf' }));
  });
});
