import { DOCUMENT_MAX_FILE_SIZE } from '@safc/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityAccounts, invitations, storedFileParts, uploads } from '../../src/db/schema';
import { injectAs, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import {
  ADMIN,
  NEW_PASSWORD,
  ELF_BYTES,
  PDF_BYTES,
  buildWithFolders,
  injectAsNew,
  invite,
  multipart,
  onboardingFields,
  postSignUp,
  signUp,
  signUpLinkOf,
  type FilePart,
} from './registration-helpers';

const APPLICANT = 'applicant@refused.example';
const pdf = (name = 'letter.pdf'): FilePart => ({
  field: 'companyUploads',
  name,
  type: 'application/pdf',
  bytes: PDF_BYTES,
});

describe('onboarding refuses bad input, and a refused form stores nothing', () => {
  let app: TestApp;
  let invitationId: string;
  beforeAll(async () => {
    ({ app } = await buildWithFolders());
    invitationId = await invite(app, ADMIN, { kind: 'createCompany', email: APPLICANT });
    expect((await signUp(app, invitationId)).statusCode).toBe(201);
  });
  afterAll(() => app.close());

  async function submit(fields: Record<string, string>, files: FilePart[]) {
    const response = await injectAsNew(app, APPLICANT, {
      method: 'POST',
      url: `/api/onboarding/${invitationId}`,
      ...(await multipart(fields, files)),
    });
    const [stored] = await app.database.db.select({ n: count() }).from(uploads);
    // The bytes live in the database by default (decision 116): the files are the keys of their parts.
    const storedFiles = await app.database.db
      .selectDistinct({ key: storedFileParts.storageKey })
      .from(storedFileParts);
    return { response, uploadRows: stored!.n, files: storedFiles };
  }

  it.each([
    ['user.firstName', { 'user.firstName': '' }, 'Required'],
    ['user.lastName', { 'user.lastName': ' ' }, 'Required'],
    ['user.employerName', { 'user.employerName': '' }, 'Required'],
    ['user.phoneNumber', { 'user.phoneNumber': '' }, 'Required'],
    ['company.name', { 'company.name': '' }, 'Required'],
    ['company.address', { 'company.address': '' }, 'Required'],
    ['company.city', { 'company.city': '' }, 'Required'],
    ['company.postcode', { 'company.postcode': '' }, 'Required'],
    ['company.country', { 'company.country': 'Atlantis' }, 'Choose a country from the list'],
    ['company.country', { 'company.country': 'NLD' }, 'Choose a country from the list'],
    ['company.website', { 'company.website': '' }, 'Required'],
    ['company.email', { 'company.email': 'a@b' }, 'Enter a valid email address (at least 6 characters)'],
    [
      'company.email',
      { 'company.email': 'not-an-email' },
      'Enter a valid email address (at least 6 characters)',
    ],
  ])('%s: 400 naming the field (%j)', async (field, override, message) => {
    const { response, uploadRows, files } = await submit(onboardingFields(override), [pdf()]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`body.${field}: ${message}`);
    expect(response.json().details).toMatchObject({ [`body.${field}`]: message });
    expect([uploadRows, files.length]).toEqual([0, 0]);
  });

  it.each([
    [
      'a program renamed .pdf (ELF header) is "Not supported"',
      [{ ...pdf('report.pdf'), bytes: ELF_BYTES }],
      'Not supported',
    ],
    [
      'a PDF sent as a .exe is "Not supported" by its claim',
      [{ ...pdf('setup.exe'), type: 'application/x-msdownload' }],
      'Not supported',
    ],
    [
      'a file over 10 MB is "Exceeded maximum file size"',
      [{ ...pdf(), bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(DOCUMENT_MAX_FILE_SIZE)]) }],
      'Exceeded maximum file size',
    ],
    [
      'an 11th file is "Exceeded maximum files count"',
      Array.from({ length: 11 }, () => pdf()),
      'Exceeded maximum files count',
    ],
    ['no file at all is "Required"', [], 'Required'],
  ])('%s, and nothing is stored', async (_rule, files, reason) => {
    const { response, uploadRows, files: stored } = await submit(onboardingFields(), files);
    expect(response.statusCode).toBe(400);
    expect(response.json().details['body.companyUploads']).toBe(reason);
    expect(response.json().message).toMatch(/^body\.companyUploads: /);
    expect([uploadRows, stored.length]).toEqual([0, 0]);
  });

  it('far too many files are refused by the form limit, and nothing is stored', async () => {
    const { response, uploadRows, files } = await submit(
      onboardingFields(),
      Array.from({ length: 14 }, () => pdf()),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Exceeded maximum files count');
    expect([uploadRows, files.length]).toEqual([0, 0]);
  });

  it('a JSON body where a multipart form is due is a 400 naming the missing field', async () => {
    const response = await injectAsNew(app, APPLICANT, {
      method: 'POST',
      url: `/api/onboarding/${invitationId}`,
      payload: { user: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.user\.firstName: Required$/);
  });

  it('the invitation is still usable after every refusal: the valid form then goes through', async () => {
    const { response, uploadRows, files } = await submit(onboardingFields(), [
      pdf(),
      {
        ...pdf('photo.png'),
        type: 'image/png',
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect([uploadRows, files.length]).toEqual([2, 2]);
    const again = await submit(onboardingFields(), [pdf()]);
    expect(again.response.statusCode).toBe(410);
    expect(again.response.json().details.reason).toBe('This invitation has already been used');
  });
});

describe('invitations are single use, expire and can be revoked', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await buildWithFolders());
  });
  afterAll(() => app.close());

  it('an expired invitation is shown as expired and refused at sign-up and at onboarding', async () => {
    const email = 'late@refused.example';
    const id = await invite(app, ADMIN, { kind: 'createCompany', email });
    expect((await signUp(app, id)).statusCode).toBe(201);
    // Signed in once before it expired: the sign-in stays (an unused one would go with the invitation).
    expect((await injectAsNew(app, email, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    await app.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    expect((await app.inject({ method: 'GET', url: `/api/invitations/${id}` })).json().status).toBe(
      'expired',
    );
    const response = await injectAsNew(app, email, {
      method: 'POST',
      url: `/api/onboarding/${id}`,
      ...(await multipart(onboardingFields(), [pdf()])),
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().details.reason).toBe('This invitation has expired');
  });

  it('a revoked invitation cannot be revoked again and is refused at sign-up (no sign-in is created)', async () => {
    const email = 'revoked@refused.example';
    const id = await invite(app, ADMIN, { kind: 'registryAdmin', email });
    expect(
      (await injectAs(app, ADMIN, { method: 'POST', url: `/api/invitations/${id}/revoke` })).statusCode,
    ).toBe(204);
    expect(
      (await injectAs(app, ADMIN, { method: 'POST', url: `/api/invitations/${id}/revoke` })).statusCode,
    ).toBe(410);
    const page = await signUp(app, id);
    expect(page.statusCode).toBe(410);
    const [identity] = await app.database.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.email, email));
    expect(identity).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: `/api/invitations/${id}` })).json()).toMatchObject({
      status: 'revoked',
      needsSignUp: false,
    });
  });

  it('sign-up needs an invitation: without one, or with an unknown one, no sign-in is created', async () => {
    expect((await app.inject({ method: 'GET', url: '/oidc/sign-up' })).statusCode).toBe(404);
    const unknown = await postSignUp(app, {
      token: 'A'.repeat(43),
      name: 'Nobody',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('sign-up refuses a short password and differing passwords, and works once', async () => {
    const id = await invite(app, ADMIN, { kind: 'createCompany', email: 'careful@refused.example' });
    expect((await signUp(app, id, 'Careful Person', 'short')).statusCode).toBe(400);
    const token = new URL(await signUpLinkOf(app, id), TEST_PUBLIC_URL).searchParams.get('token')!;
    const differing = await postSignUp(app, {
      token,
      name: 'Careful Person',
      password: 'long-enough-1',
      passwordConfirmation: 'long-enough-2',
    });
    expect(differing.statusCode).toBe(400);
    expect((await signUp(app, id, 'Careful Person')).statusCode).toBe(201);
    // The link works once: its secret is forgotten by the sign-in it made.
    expect((await signUp(app, id, 'Careful Person')).statusCode).toBe(404);
  });

  it("an invitation answered by someone else's sign-in is refused", async () => {
    const id = await invite(app, ADMIN, { kind: 'createCompany', email: 'owner@refused.example' });
    const response = await injectAs(app, 'rep@skyways.example', {
      method: 'POST',
      url: `/api/onboarding/${id}`,
      ...(await multipart(onboardingFields(), [pdf()])),
    });
    expect(response.statusCode).toBe(403);
  });
});
