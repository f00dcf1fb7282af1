import { storedFileParts } from '../../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { injectAs } from '../helpers/app';
import {
  ADMIN,
  PDF_BYTES,
  approvePending,
  buildWithFolders,
  filesUnder,
  injectAsNew,
  invite,
  multipart,
  onboardingFields,
  signUp,
  signUpLinkOf,
} from './registration-helpers';

const FOUNDER = 'founder@aerogreen.example';
const INITIATOR = 'initiator@aerogreen.example';
const APPROVER = 'approver@aerogreen.example';

describe('onboarding by invitation, end to end at the API', () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    ({ app, dataDir } = await buildWithFolders());
  });
  afterAll(() => app.close());

  it('admin invites -> sign-up -> onboarding -> approval -> account -> approval -> members see their roles', async () => {
    // The administrator invites a company representative to create a company; the e-mail carries the links.
    const invitationId = await invite(app, ADMIN, { kind: 'createCompany', email: FOUNDER });
    const mails = await filesUnder(`${dataDir}/mail`);
    expect(mails.some((file) => file.includes(FOUNDER))).toBe(true);

    // The registration page checks the invitation without anyone signed in.
    const check = await app.inject({ method: 'GET', url: `/api/invitations/${invitationId}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      kind: 'createCompany',
      email: FOUNDER,
      status: 'pending',
      needsSignUp: true,
    });

    // Sign-up at the provider, only through the link of the invitation e-mail.
    const page = await app.inject({ method: 'GET', url: await signUpLinkOf(app, invitationId) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(FOUNDER);
    expect((await signUp(app, invitationId, 'Amelia Okafor')).statusCode).toBe(201);

    // The onboarding form with a PDF: the applicant is pending until the administrator decides.
    const form = await multipart(onboardingFields(), [
      {
        field: 'companyUploads',
        name: 'authorisation-letter.pdf',
        type: 'application/pdf',
        bytes: PDF_BYTES,
      },
    ]);
    const onboarded = await injectAsNew(app, FOUNDER, {
      method: 'POST',
      url: `/api/onboarding/${invitationId}`,
      ...form,
    });
    expect(onboarded.statusCode, onboarded.body).toBe(201);
    const { companyId } = onboarded.json<{ companyId: string }>();
    expect(onboarded.json()).toMatchObject({ status: 'pendingApproval', kind: 'createCompany' });
    // The bytes live in the database by default (decision 116).
    expect(await app.database.db.$count(storedFileParts)).toBe(1);

    const pendingMe = await injectAsNew(app, FOUNDER, { method: 'GET', url: '/api/users/me' });
    expect(pendingMe.json()).toMatchObject({ name: 'Amelia Okafor', isPendingOnboardingApproval: true });
    // Used once: the same invitation cannot onboard again.
    expect((await app.inject({ method: 'GET', url: `/api/invitations/${invitationId}` })).json().status).toBe(
      'accepted',
    );

    // The administrator reads the authorisation letter before deciding.
    const review = await injectAs(app, ADMIN, {
      method: 'GET',
      url: `/api/requests/${onboarded.json().requestId}`,
    });
    const [letter] = review.json().documents as { id: string }[];
    const download = await injectAs(app, ADMIN, {
      method: 'GET',
      url: `/api/requests/${onboarded.json().requestId}/documents/${letter!.id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('authorisation-letter.pdf');
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);

    await approvePending(app, 'CompanyOnboardRequest', companyId);
    const me = await injectAsNew(app, FOUNDER, { method: 'GET', url: '/api/users/me' });
    expect(me.json()).toMatchObject({
      isPendingOnboardingApproval: false,
      companies: [{ id: companyId, name: 'AeroGreen Fuels BV', role: 'companyRepresentative' }],
    });
    const company = await injectAs(app, ADMIN, { method: 'GET', url: `/api/companies/${companyId}` });
    expect(company.json()).toMatchObject({ status: 'active', name: 'AeroGreen Fuels BV' });
    const companyLetter = await injectAsNew(app, FOUNDER, {
      method: 'GET',
      url: `/api/companies/${companyId}/documents/${letter!.id}`,
    });
    expect(companyLetter.rawPayload.equals(PDF_BYTES)).toBe(true);
    const elsewhere = await injectAs(app, 'rep@nordicfuels.example', {
      method: 'GET',
      url: `/api/companies/${companyId}/documents/${letter!.id}`,
    });
    expect(elsewhere.statusCode).toBe(404);

    // The representative opens an account; it awaits review until the administrator approves it.
    const accountForm = await multipart(
      { name: 'AeroGreen - SAF Production', type: 'fuelProviderHoldingAccount', requiredSignatures: '1' },
      [{ field: 'documents', name: 'registration.pdf', type: 'application/pdf', bytes: PDF_BYTES }],
    );
    const created = await injectAsNew(app, FOUNDER, {
      method: 'POST',
      url: '/api/account',
      ...accountForm,
      headers: { ...accountForm.headers, 'x-company-id': companyId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const accountId = created.json().id as string;
    expect(created.json()).toMatchObject({
      status: 'awaitingReview',
      documents: [{ name: 'registration.pdf', contentType: 'application/pdf' }],
    });
    await approvePending(app, 'AccountCreateRequest', companyId);

    // The representative invites an initiator and an approver, who sign up and accept; as they come from
    // outside the company, each joins once the administrator approves (JoinArApprovalRequest).
    for (const [email, role] of [
      [INITIATOR, 'accountRepInitiator'],
      [APPROVER, 'accountRepApprover'],
    ] as const) {
      const invited = await injectAsNew(app, FOUNDER, {
        method: 'POST',
        url: `/api/account/${accountId}/account-rep`,
        payload: { email, role },
      });
      expect(invited.statusCode, invited.body).toBe(200);
      expect(invited.json().status).toBe('invited');
      const id = invited.json().invitationId as string;
      expect((await signUp(app, id)).statusCode).toBe(201);
      const accepted = await injectAsNew(app, email, {
        method: 'POST',
        url: `/api/onboarding/${id}`,
        payload: {
          user: {
            firstName: role === 'accountRepInitiator' ? 'Ines' : 'Aziz',
            lastName: 'Member',
            employerName: 'AeroGreen Fuels BV',
            phoneNumber: '+31 20 555 0100',
          },
        },
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json().status).toBe('pendingApproval');
      expect(
        (await injectAsNew(app, email, { method: 'GET', url: `/api/account/${accountId}` })).statusCode,
      ).toBe(404);
      await approvePending(app, 'JoinArApprovalRequest', companyId);
      const account = await injectAsNew(app, email, { method: 'GET', url: `/api/account/${accountId}` });
      expect(account.statusCode, account.body).toBe(200);
      expect(account.json()).toMatchObject({ status: 'active', myRole: role });
    }

    const account = await injectAsNew(app, FOUNDER, { method: 'GET', url: `/api/account/${accountId}` });
    expect(
      account
        .json()
        .members.map((member: { email: string; role: string }) => [member.email, member.role])
        .sort(),
    ).toEqual([
      [APPROVER, 'accountRepApprover'],
      [INITIATOR, 'accountRepInitiator'],
    ]);
    expect(account.json().possibleSignersCount).toBe(1);
  });
});
