import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { build, injectAs, internalTokenFor, bearer, type TestApp } from '../helpers/app';

export const ADMIN = 'admin@safc-registry.example';
export const NEW_PASSWORD = 'a-long-enough-password';

/** A PDF, as its first bytes say; enough for the content check. */
export const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
/** An ELF executable's header: what a program renamed .pdf looks like inside. */
export const ELF_BYTES = Buffer.from([
  0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
]);

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body as a browser's FormData would send it (each value as text, files as files). */
export async function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** The onboarding form's text fields, in the multipart naming the web uses (company.name, user.firstName). */
export function onboardingFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'user.firstName': 'Amelia',
    'user.middleName': '',
    'user.lastName': 'Okafor',
    'user.employerName': 'AeroGreen Fuels BV',
    'user.phoneNumber': '+31 20 555 0199',
    'company.name': 'AeroGreen Fuels BV',
    'company.address': 'Havenstraat 1',
    'company.address2': '',
    'company.city': 'Rotterdam',
    'company.state': 'Zuid-Holland',
    'company.postcode': '3011 AA',
    'company.country': 'NL',
    'company.website': 'https://aerogreen.example',
    'company.email': 'registry@aerogreen.example',
    ...overrides,
  };
}

/** A registry app whose uploads and mail go to a fresh folder the test can look into. */
export async function buildWithFolders(): Promise<{ app: TestApp; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'safc-organisations-'));
  const app = await build({ env: { DATA_DIR: dataDir } });
  app.addHook('onClose', () => rm(dataDir, { recursive: true, force: true }));
  return { app, dataDir };
}

/** Files under a folder (recursively); an absent folder holds none. */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

export async function invite(
  app: TestApp,
  as: string,
  body: Record<string, unknown>,
  companyId?: string,
): Promise<string> {
  const response = await injectAs(app, as, {
    method: 'POST',
    url: '/api/invitations',
    payload: body,
    headers: companyId ? { 'x-company-id': companyId } : {},
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** The invitation e-mail that carries this invitation's registration link (in the app's DATA_DIR/mail). */
export async function invitationMailOf(app: TestApp, invitationId: string): Promise<string> {
  for (const file of await filesUnder(path.join(app.config.dataDir, 'mail'))) {
    if (!file.endsWith('.txt')) continue;
    const text = await readFile(file, 'utf8');
    if (text.includes(`/${invitationId}\n`)) return text;
  }
  throw new Error(`no invitation e-mail for ${invitationId}`);
}

/** The path of the sign-up link in the invitation's e-mail: the only place its secret is (decision 086). */
export async function signUpLinkOf(app: TestApp, invitationId: string): Promise<string> {
  const link = /^https?:\/\/\S+(\/oidc\/sign-up\?token=[\w-]+)$/m.exec(
    await invitationMailOf(app, invitationId),
  );
  if (!link) throw new Error(`the invitation e-mail of ${invitationId} has no sign-up link`);
  return link[1]!;
}

/** Creates the invitee's sign-in on the provider's sign-up page, through the link of the invitation e-mail. */
export async function signUp(
  app: TestApp,
  invitationId: string,
  name = 'Invited Person',
  password = NEW_PASSWORD,
): Promise<LightMyRequestResponse> {
  const token = new URL(await signUpLinkOf(app, invitationId), 'http://x').searchParams.get('token')!;
  return postSignUp(app, { token, name, password, passwordConfirmation: password });
}

/** Posts the provider's sign-up form as a browser would. */
export function postSignUp(app: TestApp, form: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/oidc/sign-up',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Injects as a person who signed up with NEW_PASSWORD. */
export async function injectAsNew(
  app: TestApp,
  email: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const token = await internalTokenFor(app, email, NEW_PASSWORD);
  return app.inject({ ...options, headers: { ...bearer(token), ...options.headers } });
}

/** Approves the one pending request of that kind for the company (as the administrator). */
export async function approvePending(app: TestApp, kind: string, companyId: string): Promise<void> {
  const list = await injectAs(app, ADMIN, {
    method: 'GET',
    url: `/api/requests?kind=${kind}&status=pending&companyId=${companyId}`,
  });
  expect(list.statusCode, list.body).toBe(200);
  const [request] = list.json().items as { id: string }[];
  expect(request, `a pending ${kind}`).toBeDefined();
  const approved = await injectAs(app, ADMIN, {
    method: 'POST',
    url: `/api/requests/${request!.id}/approve`,
    payload: { comment: 'Documents checked' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  expect(approved.json().status).toBe('approved');
}
