import { readFile } from 'node:fs/promises';
import { REQUEST_KINDS, REQUEST_KIND_LABELS, type RequestKind } from '@safc/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, events, unitBlocks, users } from '../../src/db/schema';
import { TEST_PUBLIC_URL, injectAs, type TestApp } from '../helpers/app';
import { deliver } from '../notifications/notification-helpers';
import { PEOPLE, call, demoLedger, issueForm, submitIssue, type DemoLedger } from '../ledger/ledger-helpers';
import {
  ADMIN,
  PDF_BYTES,
  buildWithFolders,
  filesUnder,
  injectAsNew,
  invite,
  multipart,
  signUp,
} from '../onboarding/registration-helpers';

// Every request kind of the platform spec, created by the user action that makes it and decided by the
// administrator both ways: the decision changes what it concerns (or leaves it), the events say so, the
// administrators' pending count moves, and the mails reach the administrators and the requester.

const REP = PEOPLE.nordicRep;
const COMPANY = {
  address: 'Fjordgata 2',
  city: 'Trondheim',
  postcode: '7010',
  country: 'NO',
  website: 'https://kinds.example',
  email: 'registry@kinds.example',
};
const PERSON = {
  firstName: 'Ingrid',
  lastName: 'Berg',
  employerName: 'Kinds AS',
  phoneNumber: '+47 555 0100',
};

interface Created {
  requestId: string;
  /** Who asked: they receive the decision. */
  requester: string;
  /** Whether what the request concerns changed as the decision says. */
  verify(approved: boolean): Promise<void>;
}

describe('every request kind: created by its user action, approved or rejected by the administrator', () => {
  let app: TestApp;
  let dataDir: string;
  let demo: DemoLedger;
  let serial = 0;
  const next = () => (serial += 1);

  beforeAll(async () => {
    ({ app, dataDir } = await buildWithFolders());
    demo = await demoLedger(app);
  });
  afterAll(() => app.close());

  // The representative also represents the further companies the test registers: Nordic is named.
  const nordicHeader = () => ({ 'x-company-id': demo.nordic });
  const get = (as: string, url: string) =>
    injectAs(app, as, { method: 'GET', url, headers: as === REP ? nordicHeader() : {} });
  const asRep = (method: 'POST' | 'PATCH', url: string, payload?: unknown) =>
    call(app, REP, method, url, payload, nordicHeader());
  /** POST /api/companies as the web sends it: the company's fields and its documents, multipart. */
  const furtherCompany = async (
    as: string,
    fields: Record<string, string>,
    files = [{ field: 'companyUploads', name: 'letter.pdf', type: 'application/pdf', bytes: PDF_BYTES }],
  ) => {
    const body = await multipart(fields, files);
    return injectAs(app, as, {
      method: 'POST',
      url: '/api/companies',
      payload: body.payload,
      headers: { ...body.headers, ...(as === REP ? nordicHeader() : {}) },
    });
  };
  const ok = (response: { statusCode: number; body: string }, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return JSON.parse(response.body) as Record<string, unknown>;
  };

  /** A new person answers an invitation with the join form (the provider's sign-up first). */
  async function answerJoin(invitationId: string, email: string): Promise<string> {
    expect((await signUp(app, invitationId, 'Ingrid Berg')).statusCode).toBe(201);
    const answer = await injectAsNew(app, email, {
      method: 'POST',
      url: `/api/onboarding/${invitationId}`,
      payload: { user: PERSON },
    });
    expect(ok(answer, 201)).toMatchObject({ status: 'pendingApproval' });
    return answer.json().requestId as string;
  }

  async function companyStatus(id: string) {
    const [row] = await app.database.db.select().from(companies).where(eq(companies.id, id));
    return row!.status;
  }

  /** A further company of the Nordic representative, approved: the one a close request can close. */
  async function approvedFurtherCompany(): Promise<string> {
    const created = ok(await furtherCompany(REP, { ...COMPANY, name: `Closable ${next()} AS` }), 201);
    ok(await call(app, ADMIN, 'POST', `/api/requests/${String(created.requestId)}/approve`));
    return created.id as string;
  }

  const CREATE: Record<RequestKind, () => Promise<Created>> = {
    async CompanyOnboardRequest() {
      const email = `founder-${next()}@kinds.example`;
      const invitationId = await invite(app, ADMIN, { kind: 'createCompany', email });
      expect((await signUp(app, invitationId, 'Ingrid Berg')).statusCode).toBe(201);
      const fields = Object.fromEntries([
        ...Object.entries(PERSON).map(([key, value]) => [`user.${key}`, value]),
        ...Object.entries({ ...COMPANY, name: `Onboarded ${serial} AS` }).map(([key, value]) => [
          `company.${key}`,
          value,
        ]),
      ]) as Record<string, string>;
      const form = await multipart(fields, [
        { field: 'companyUploads', name: 'letter.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ]);
      const answer = ok(
        await injectAsNew(app, email, { method: 'POST', url: `/api/onboarding/${invitationId}`, ...form }),
        201,
      );
      return {
        requestId: answer.requestId as string,
        requester: email,
        verify: async (approved) =>
          expect(await companyStatus(answer.companyId as string)).toBe(approved ? 'active' : 'rejected'),
      };
    },
    async JoinCrApprovalRequest() {
      const email = `representative-${next()}@kinds.example`;
      const invitationId = await invite(app, ADMIN, { kind: 'joinCompany', email, companyId: demo.nordic });
      const requestId = await answerJoin(invitationId, email);
      return {
        requestId,
        requester: email,
        verify: async (approved) => {
          const me = ok(await injectAsNew(app, email, { method: 'GET', url: '/api/users/me' }));
          expect(me.companies).toEqual(
            approved ? [expect.objectContaining({ id: demo.nordic, role: 'companyRepresentative' })] : [],
          );
        },
      };
    },
    async JoinArApprovalRequest() {
      const email = `account-member-${next()}@kinds.example`;
      const invited = ok(
        await asRep('POST', `/api/account/${demo.nordicTrading}/account-rep`, {
          email,
          role: 'accountRepApprover',
        }),
      );
      const requestId = await answerJoin(invited.invitationId as string, email);
      return {
        requestId,
        requester: email,
        verify: async (approved) => {
          const me = ok(await injectAsNew(app, email, { method: 'GET', url: '/api/users/me' }));
          expect(me.accountMemberships).toEqual(
            approved
              ? [expect.objectContaining({ accountId: demo.nordicTrading, role: 'accountRepApprover' })]
              : [],
          );
        },
      };
    },
    async CompanyCreateRequest() {
      const created = ok(await furtherCompany(REP, { ...COMPANY, name: `Further ${next()} AS` }), 201);
      expect(created.status).toBe('awaitingReview');
      // Its supporting documents are the company's, for the administrator to review with it.
      expect(created.documents).toEqual([expect.objectContaining({ name: 'letter.pdf' })]);
      return {
        requestId: created.requestId as string,
        requester: REP,
        verify: async (approved) =>
          expect(await companyStatus(created.id as string)).toBe(approved ? 'active' : 'rejected'),
      };
    },
    async CrDataApprovalRequest() {
      const { id } = ok(await get(REP, '/api/users/me'));
      const me = ok(await get(REP, `/api/users/${String(id)}`));
      const phone = `+47 555 ${1000 + next()}`;
      // The onboarding's person data: phone number and employer (forms spec, Onboarding "user").
      const employerName = `Nordic Renewable Fuels ASA ${next()}`;
      const changed = ok(await asRep('PATCH', `/api/users/${String(me.id)}`, { phone, employerName }));
      expect(changed).toMatchObject({ phone: me.phone, employerName: me.employerName });
      return {
        requestId: changed.requestId as string,
        requester: REP,
        verify: async (approved) =>
          expect(ok(await get(REP, `/api/users/${String(me.id)}`))).toMatchObject(
            approved ? { phone, employerName } : { phone: me.phone, employerName: me.employerName },
          ),
      };
    },
    async CompanyUpdateRequest() {
      const before = ok(await get(REP, `/api/companies/${demo.nordic}`));
      const city = `Bergen ${next()}`;
      const edit = ok(await asRep('PATCH', `/api/companies/${demo.nordic}`, { city }));
      return {
        requestId: edit.requestId as string,
        requester: REP,
        verify: async (approved) =>
          expect(ok(await get(REP, `/api/companies/${demo.nordic}`)).city).toBe(
            approved ? city : before.city,
          ),
      };
    },
    async CompanyUpdateDocsRequest() {
      const name = `statutes-${next()}.pdf`;
      const form = await multipart({}, [
        { field: 'documents', name, type: 'application/pdf', bytes: PDF_BYTES },
      ]);
      const sent = ok(
        await injectAs(app, REP, {
          method: 'POST',
          url: `/api/companies/${demo.nordic}/documents`,
          payload: form.payload,
          headers: { ...form.headers, ...nordicHeader() },
        }),
      );
      return {
        requestId: sent.requestId as string,
        requester: REP,
        verify: async (approved) => {
          const { documents } = ok(await get(REP, `/api/companies/${demo.nordic}`)) as {
            documents: { name: string }[];
          };
          expect(documents.some((document) => document.name === name)).toBe(approved);
        },
      };
    },
    async CompanyCloseRequest() {
      const companyId = await approvedFurtherCompany();
      const close = ok(
        await call(app, REP, 'POST', `/api/companies/${companyId}/close`, undefined, {
          'x-company-id': companyId,
        }),
      );
      return {
        requestId: close.requestId as string,
        requester: REP,
        verify: async (approved) =>
          expect(await companyStatus(companyId)).toBe(approved ? 'closed' : 'active'),
      };
    },
    async AccountCreateRequest() {
      const form = await multipart({ name: `Kinds holding ${next()}`, type: 'generalHoldingAccount' });
      const created = ok(
        await injectAs(app, REP, {
          method: 'POST',
          url: '/api/account',
          payload: form.payload,
          headers: { ...form.headers, ...nordicHeader() },
        }),
        201,
      );
      return {
        requestId: created.requestId as string,
        requester: REP,
        verify: async (approved) => {
          const [account] = await app.database.db
            .select()
            .from(accounts)
            .where(eq(accounts.id, created.id as string));
          expect(account!.status).toBe(approved ? 'active' : 'rejected');
        },
      };
    },
    async AccountDetailsChangeRequest() {
      const [before] = await app.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.id, demo.nordicTrading));
      const name = `Nordic Trading ${next()}`;
      const form = await multipart({ name });
      const edit = ok(
        await injectAs(app, REP, {
          method: 'PATCH',
          url: `/api/account/${demo.nordicTrading}`,
          payload: form.payload,
          headers: { ...form.headers, ...nordicHeader() },
        }),
      );
      return {
        requestId: edit.requestId as string,
        requester: REP,
        verify: async (approved) => {
          const [account] = await app.database.db
            .select()
            .from(accounts)
            .where(eq(accounts.id, demo.nordicTrading));
          expect(account!.name).toBe(approved ? name : before!.name);
        },
      };
    },
    async IssueApprovalRequest() {
      next();
      const submitted = await submitIssue(app, PEOPLE.nordicInitiator, issueForm(demo.nordicFuel));
      const actionId = ok(submitted, 201).action as { id: string };
      ok(await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId.id}/sign`));
      const listed = ok(await get(ADMIN, '/api/requests?kind=IssueApprovalRequest&status=pending')) as {
        items: { id: string }[];
      };
      return {
        requestId: listed.items[0]!.id,
        requester: PEOPLE.nordicInitiator,
        verify: async (approved) => {
          const blocks = await app.database.db
            .select()
            .from(unitBlocks)
            .where(eq(unitBlocks.createdByActionId, actionId.id));
          expect(blocks.length).toBe(approved ? 1 : 0);
        },
      };
    },
  };

  async function adminPendingCount(): Promise<number> {
    return ok(await get(ADMIN, '/api/actions/pending-count')).pendingApprovalCount as number;
  }

  async function mailsTo(email: string): Promise<string[]> {
    const files = (await filesUnder(`${dataDir}/mail`)).filter((file) => file.endsWith(`-${email}.txt`));
    return Promise.all(files.map((file) => readFile(file, 'utf8')));
  }

  const cases = REQUEST_KINDS.flatMap((kind) => [
    [kind, 'approve'],
    [kind, 'reject'],
  ]) as [RequestKind, 'approve' | 'reject'][];

  it.each(cases)('%s: created, then decided: %s', async (kind, decision) => {
    const countBefore = await adminPendingCount();
    const label = REQUEST_KIND_LABELS[kind];
    const announced = async () =>
      (await mailsTo(ADMIN)).filter((text) => text.includes(`Subject: Your action is required: ${label}\n`));
    const adminMailsBefore = (await announced()).length;
    const created = await CREATE[kind]();

    const pending = ok(await get(ADMIN, `/api/requests/${created.requestId}`));
    expect(pending).toMatchObject({ kind, status: 'pending' });
    expect(await adminPendingCount()).toBe(countBefore + 1);
    if (kind !== 'IssueApprovalRequest') {
      // Issuances are announced by the ledger's own notifications; every other request here.
      expect((await announced()).length).toBe(adminMailsBefore + 1);
    }

    const approved = decision === 'approve';
    const decided = ok(
      await call(app, ADMIN, 'POST', `/api/requests/${created.requestId}/${decision}`, {
        comment: `Decided ${kind} ${decision}`,
      }),
    );
    expect(decided).toMatchObject({ kind, status: approved ? 'approved' : 'rejected' });
    await created.verify(approved);
    expect(await adminPendingCount()).toBe(countBefore);

    const logged = await app.database.db
      .select({ type: events.type })
      .from(events)
      .where(and(eq(events.entityType, 'request'), eq(events.entityId, created.requestId)))
      .orderBy(asc(events.seq));
    expect(logged.map((event) => event.type)).toEqual([
      'RequestCreated',
      approved ? 'RequestApproved' : 'RequestRejected',
    ]);
    // An issuance's initiator hears through the action notifications, whichever door decided it.
    if (kind === 'IssueApprovalRequest') await deliver(app);
    const told = (await mailsTo(created.requester)).filter((text) =>
      text.includes(`Decided ${kind} ${decision}`),
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(
      kind === 'IssueApprovalRequest'
        ? `Subject: Your issue of 100 t was ${approved ? 'approved' : 'rejected'}`
        : `Subject: Your request was ${approved ? 'approved' : 'rejected'}`,
    );
    if (kind === 'IssueApprovalRequest') return;
    // The link names the company (and the account), so the screen selects it first and opens exactly there;
    // a person refused entry has no screen of the company to see.
    const { companyId, accountId } = pending as { companyId: string; accountId: string | null };
    const outsider = ['JoinCrApprovalRequest', 'JoinArApprovalRequest', 'CompanyOnboardRequest'].includes(
      kind,
    );
    const screen =
      !approved && outsider
        ? '/'
        : accountId
          ? `/accounts/${accountId}?companyId=${companyId}`
          : `/company?companyId=${companyId}`;
    expect(told[0]).toContain(`See it here:\n${TEST_PUBLIC_URL}${screen}\n`);
  });

  it('each kind was walked both ways', () => {
    expect(cases).toHaveLength(REQUEST_KINDS.length * 2);
    expect(REQUEST_KINDS).toHaveLength(11);
  });

  it('a further company needs an onboarded user; administrators invite instead', async () => {
    const refused = await furtherCompany(ADMIN, { ...COMPANY, name: 'By admin AS' });
    expect(refused.statusCode).toBe(403);
    const invalid = await furtherCompany(REP, { ...COMPANY, name: '', country: 'XX' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^body\.(name|country)/);
    // The authorization letter is asked as at onboarding (forms spec: 1 to 10 files).
    const unsupported = await furtherCompany(REP, { ...COMPANY, name: 'No papers AS' }, []);
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().details).toHaveProperty('body.companyUploads');
    const [pendingUser] = await app.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.onboardingStatus, 'pendingInternalAction'));
    const pendingCall = await furtherCompany(pendingUser!.email, { ...COMPANY, name: 'Too early AS' });
    expect(pendingCall.statusCode).toBe(403);
  });
});
