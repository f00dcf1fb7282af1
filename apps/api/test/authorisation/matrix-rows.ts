import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPES } from '@safc/domain';
import type { InjectOptions } from 'fastify';
import { PDF_BYTES, multipart, onboardingFields } from '../onboarding/registration-helpers';
import {
  PERSONAS,
  freshAccount,
  freshColleague,
  freshCompany,
  freshDocument,
  freshInvitation,
  freshInvoice,
  freshLockedColleague,
  freshRequest,
  type MatrixFixture,
  type Persona,
} from './matrix-fixtures';

// The rows of the authorisation matrix: who may make each organisation call (platform spec §6). Everyone
// not listed in `allow` must be refused.

type Call = (f: MatrixFixture, persona: Persona) => Promise<InjectOptions>;

export interface Row {
  call: string;
  allow: readonly Persona[];
  request: Call;
  /** The answer names other companies on purpose: transfer recipients, or the invitation whose id is the secret. */
  namesOtherCompanies?: boolean;
  /** The id is a secret that works for whoever holds it, whatever their company (an invitation's link). */
  idIsBearerSecret?: boolean;
}

const EVERYONE_SIGNED_IN: readonly Persona[] = [
  'admin',
  'representative',
  'fullAccess',
  'initiator',
  'approver',
  'readOnly',
  'otherCompany',
  'pendingOnboarding',
];
const NORDIC_MEMBERS: readonly Persona[] = [
  'admin',
  'representative',
  'fullAccess',
  'initiator',
  'approver',
  'readOnly',
];
const REPRESENTATIVE: readonly Persona[] = ['admin', 'representative'];
/** Platform spec §6 "view billing": administrators and active company representatives (each their own). */
const BILLING_VIEWERS: readonly Persona[] = ['admin', 'representative', 'otherCompany'];
const ADMIN: readonly Persona[] = ['admin'];
const NOBODY: readonly Persona[] = [];

const newEmail = () => `matrix-${randomUUID().slice(0, 8)}@invited.example`;
const get = (url: string): InjectOptions => ({ method: 'GET', url });
const json = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});
const withAccount =
  (build: (accountId: string) => InjectOptions): Call =>
  async (f) =>
    build(await freshAccount(f));
/** Administrators act on a company of their own in the cell; everyone else tries Nordic. */
const companyFor = async (f: MatrixFixture, persona: Persona, status: 'active' | 'blocked' = 'active') =>
  persona === 'admin' ? freshCompany(f, status) : f.nordicId;

export const ROWS: Row[] = [
  // Accounts
  { call: 'GET /api/account', allow: EVERYONE_SIGNED_IN, request: async () => get('/api/account') },
  {
    // Issue 15 §3: only for choosing a counterparty of an account the caller may transfer from or set trust on.
    call: 'GET /api/account/to-transfer',
    allow: ['admin', 'representative', 'fullAccess', 'initiator', 'approver'],
    request: withAccount((id) => get(`/api/account/to-transfer?accountId=${id}`)),
    namesOtherCompanies: true,
  },
  {
    call: 'GET /api/account/company/{companyId}',
    allow: NORDIC_MEMBERS,
    request: async (f) => get(`/api/account/company/${f.nordicId}`),
  },
  {
    call: 'GET /api/account/{id}',
    allow: NORDIC_MEMBERS,
    request: withAccount((id) => get(`/api/account/${id}`)),
  },
  {
    call: 'GET /api/account/{id}/documents/{documentId}',
    allow: NORDIC_MEMBERS,
    request: async (f) => {
      const accountId = await freshAccount(f);
      return get(`/api/account/${accountId}/documents/${await freshDocument(f, { accountId })}`);
    },
  },
  {
    call: 'POST /api/account (multipart)',
    // The other company's representative creates one in their own company, never in Nordic.
    allow: ['representative', 'otherCompany'],
    request: async () => ({
      method: 'POST',
      url: '/api/account',
      ...(await multipart({ name: 'Matrix account', type: 'generalHoldingAccount' })),
    }),
  },
  {
    call: 'PATCH /api/account/{id} (multipart)',
    allow: REPRESENTATIVE,
    request: async (f) => ({
      method: 'PATCH',
      url: `/api/account/${await freshAccount(f)}`,
      ...(await multipart({ name: 'Renamed', requiredSignatures: '1' })),
    }),
  },
  {
    call: 'PATCH /api/account/{id}/trusted',
    allow: ['representative', 'fullAccess', 'initiator', 'approver'],
    request: withAccount((id) => json('PATCH', `/api/account/${id}/trusted`, { trustedAccountIds: [] })),
  },
  {
    call: 'POST /api/account/{id}/close',
    allow: REPRESENTATIVE,
    request: withAccount((id) => json('POST', `/api/account/${id}/close`)),
  },
  {
    call: 'PATCH /api/account/{id}/block',
    allow: ADMIN,
    request: withAccount((id) => json('PATCH', `/api/account/${id}/block`, { reason: 'Matrix' })),
  },
  {
    call: 'PATCH /api/account/{id}/unblock',
    allow: ADMIN,
    request: async (f) => json('PATCH', `/api/account/${await freshAccount(f, 'blocked')}/unblock`),
  },
  {
    call: 'POST /api/account/{id}/account-rep',
    allow: REPRESENTATIVE,
    request: withAccount((id) =>
      json('POST', `/api/account/${id}/account-rep`, { email: newEmail(), role: 'readOnly' }),
    ),
  },
  {
    call: 'POST /api/account/{id}/revoke-invitation',
    allow: REPRESENTATIVE,
    request: async (f) => {
      const accountId = await freshAccount(f);
      const invitationId = await freshInvitation(f, { kind: 'authorisedRepresentative', accountId });
      return json('POST', `/api/account/${accountId}/revoke-invitation`, { invitationId });
    },
  },
  {
    call: 'PATCH /api/account/{id}/account-rep/{userId}/role',
    allow: REPRESENTATIVE,
    request: async (f) =>
      json('PATCH', `/api/account/${await freshAccount(f)}/account-rep/${f.userIds.readOnly}/role`, {
        role: 'accountRepApprover',
      }),
  },
  {
    call: 'DELETE /api/account/{id}/account-rep/{representativeId}',
    allow: REPRESENTATIVE,
    request: async (f) =>
      json('DELETE', `/api/account/${await freshAccount(f)}/account-rep/${f.userIds.readOnly}`),
  },

  // Companies
  { call: 'GET /api/companies', allow: ADMIN, request: async () => get('/api/companies') },
  {
    // Decision 029: any onboarded company user registers a further company (CompanyCreateRequest);
    // administrators invite its representative instead, and a person still awaiting review cannot.
    call: 'POST /api/companies (multipart)',
    allow: ['representative', 'fullAccess', 'initiator', 'approver', 'readOnly', 'otherCompany'],
    request: async () => ({
      method: 'POST',
      url: '/api/companies',
      ...(await multipart(
        {
          name: `Matrix ${randomUUID().slice(0, 8)} AS`,
          address: 'Fjordgata 2',
          city: 'Trondheim',
          postcode: '7010',
          country: 'NO',
          website: 'https://matrix.example',
          email: 'registry@matrix.example',
        },
        [{ field: 'companyUploads', name: 'letter.pdf', type: 'application/pdf', bytes: PDF_BYTES }],
      )),
    }),
  },
  {
    call: 'GET /api/companies/{id}',
    allow: NORDIC_MEMBERS,
    request: async (f) => get(`/api/companies/${f.nordicId}`),
  },
  {
    call: 'GET /api/companies/{id}/documents/{documentId}',
    allow: NORDIC_MEMBERS,
    request: async (f) =>
      get(`/api/companies/${f.nordicId}/documents/${await freshDocument(f, { companyId: f.nordicId })}`),
  },
  {
    call: 'PATCH /api/companies/{id}',
    allow: REPRESENTATIVE,
    request: async (f, p) =>
      json('PATCH', `/api/companies/${await companyFor(f, p)}`, { website: 'https://matrix.example' }),
  },
  {
    call: 'PATCH /api/companies/{id}/privacy',
    allow: REPRESENTATIVE,
    request: async (f, p) =>
      json('PATCH', `/api/companies/${await companyFor(f, p)}/privacy`, { isNamePrivate: true }),
  },
  {
    call: 'POST /api/companies/{id}/documents (multipart)',
    allow: REPRESENTATIVE,
    request: async (f, p) => ({
      method: 'POST',
      url: `/api/companies/${await companyFor(f, p)}/documents`,
      ...(await multipart({}, [
        { field: 'documents', name: 'letter.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ])),
    }),
  },
  {
    call: 'POST /api/companies/{id}/close',
    allow: REPRESENTATIVE,
    request: async (f, p) => json('POST', `/api/companies/${await companyFor(f, p)}/close`),
  },
  {
    call: 'PATCH /api/companies/{id}/block',
    allow: ADMIN,
    request: async (f, p) =>
      json('PATCH', `/api/companies/${await companyFor(f, p)}/block`, { reason: 'Matrix' }),
  },
  {
    call: 'PATCH /api/companies/{id}/unblock',
    allow: ADMIN,
    request: async (f, p) => json('PATCH', `/api/companies/${await companyFor(f, p, 'blocked')}/unblock`),
  },

  // Invitations and onboarding
  {
    call: 'POST /api/invitations createCompany',
    allow: ADMIN,
    request: async () => json('POST', '/api/invitations', { kind: 'createCompany', email: newEmail() }),
  },
  {
    call: 'POST /api/invitations joinCompany',
    allow: REPRESENTATIVE,
    request: async (f) =>
      json('POST', '/api/invitations', { kind: 'joinCompany', email: newEmail(), companyId: f.nordicId }),
  },
  {
    call: 'POST /api/invitations registryAdmin',
    allow: ADMIN,
    request: async () => json('POST', '/api/invitations', { kind: 'registryAdmin', email: newEmail() }),
  },
  {
    call: 'GET /api/invitations',
    // A representative whose company awaits approval follows its onboarding: their own company's only.
    allow: ['admin', 'representative', 'otherCompany', 'pendingOnboarding'],
    request: async () => get('/api/invitations'),
  },
  {
    call: 'GET /api/invitations/{id} (public)',
    allow: PERSONAS,
    request: async (f) => get(`/api/invitations/${await freshInvitation(f, { kind: 'joinCompany' })}`),
    namesOtherCompanies: true,
    idIsBearerSecret: true,
  },
  {
    call: 'POST /api/invitations/{id}/revoke',
    allow: REPRESENTATIVE,
    request: async (f) =>
      json('POST', `/api/invitations/${await freshInvitation(f, { kind: 'joinCompany' })}/revoke`),
  },
  {
    call: "POST /api/onboarding/{invitationId} (someone else's invitation)",
    allow: NOBODY,
    request: async (f) => ({
      method: 'POST',
      url: `/api/onboarding/${await freshInvitation(f, { kind: 'createCompany' })}`,
      ...(await multipart(onboardingFields(), [
        { field: 'companyUploads', name: 'letter.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ])),
    }),
  },

  // Requests
  {
    call: 'GET /api/requests',
    // A representative whose company awaits approval follows its onboarding: their own company's only.
    allow: ['admin', 'representative', 'otherCompany', 'pendingOnboarding'],
    request: async () => get('/api/requests'),
  },
  {
    call: 'GET /api/requests/{id}',
    allow: REPRESENTATIVE,
    request: async (f) => get(`/api/requests/${await freshRequest(f)}`),
  },
  {
    call: 'GET /api/requests/{id}/documents/{documentId}',
    allow: REPRESENTATIVE,
    request: async (f) => {
      const requestId = await freshRequest(f);
      return get(`/api/requests/${requestId}/documents/${await freshDocument(f, { requestId })}`);
    },
  },
  {
    call: 'POST /api/requests/{id}/approve',
    allow: ADMIN,
    request: async (f) => json('POST', `/api/requests/${await freshRequest(f)}/approve`, { comment: 'ok' }),
  },
  {
    call: 'POST /api/requests/{id}/reject',
    allow: ADMIN,
    request: async (f) => json('POST', `/api/requests/${await freshRequest(f)}/reject`, { comment: 'no' }),
  },

  // People
  { call: 'GET /api/users/list', allow: ADMIN, request: async () => get('/api/users/list') },
  {
    call: 'GET /api/users/company',
    allow: REPRESENTATIVE,
    request: async (f) => get(`/api/users/company?companyId=${f.nordicId}`),
  },
  {
    call: 'GET /api/users/account/{accountId}',
    allow: NORDIC_MEMBERS,
    request: withAccount((id) => get(`/api/users/account/${id}`)),
  },
  {
    call: 'GET /api/users/invited/company',
    allow: REPRESENTATIVE,
    request: async (f) => get(`/api/users/invited/company?companyId=${f.nordicId}`),
  },
  {
    call: 'GET /api/users/invited/account',
    allow: REPRESENTATIVE,
    request: withAccount((id) => get(`/api/users/invited/account?accountId=${id}`)),
  },
  {
    call: 'GET /api/users/{id} (a colleague)',
    allow: REPRESENTATIVE,
    request: async (f) => get(`/api/users/${await freshColleague(f)}`),
  },
  {
    call: 'GET /api/users/{id}/full',
    allow: REPRESENTATIVE,
    request: async (f) => get(`/api/users/${await freshColleague(f)}/full`),
  },
  {
    call: 'GET /api/users/{id}/details',
    allow: REPRESENTATIVE,
    request: async (f) => get(`/api/users/${await freshColleague(f)}/details`),
  },
  {
    call: 'PATCH /api/users/{id} (a colleague)',
    allow: REPRESENTATIVE,
    request: async (f) => json('PATCH', `/api/users/${await freshColleague(f)}`, { phone: '+47 555 0000' }),
  },
  {
    call: 'PATCH /api/users/{id} (oneself)',
    allow: EVERYONE_SIGNED_IN,
    request: async (f, p) =>
      json('PATCH', `/api/users/${f.userIds[p] ?? f.userIds.admin}`, { phone: '+47 555 0001' }),
  },
  {
    call: 'DELETE /api/users/{id}',
    allow: REPRESENTATIVE,
    request: async (f) => json('DELETE', `/api/users/${await freshColleague(f)}`),
  },
  {
    call: 'PATCH /api/users/{id}/block',
    allow: ADMIN,
    request: async (f) => json('PATCH', `/api/users/${await freshColleague(f)}/block`),
  },
  {
    call: 'PATCH /api/users/{id}/unblock',
    allow: ADMIN,
    request: async (f) => json('PATCH', `/api/users/${await freshColleague(f, 'blocked')}/unblock`),
  },
  {
    call: 'GET /api/users/{id}/sign-in-lock',
    allow: ADMIN,
    request: async (f) => get(`/api/users/${await freshLockedColleague(f)}/sign-in-lock`),
  },
  {
    call: 'DELETE /api/users/{id}/sign-in-lock',
    allow: ADMIN,
    request: async (f) => json('DELETE', `/api/users/${await freshLockedColleague(f)}/sign-in-lock`),
  },

  // Billing (issue 9)
  { call: 'GET /api/billing/fees', allow: BILLING_VIEWERS, request: async () => get('/api/billing/fees') },
  {
    call: 'PUT /api/billing/fees',
    allow: ADMIN,
    request: async () => {
      const perType = Object.fromEntries(ACCOUNT_TYPES.map((type) => [type, 100]));
      return json('PUT', '/api/billing/fees', {
        effectiveFrom: '2999-01-01',
        issuancePerTonneCents: 300,
        accountYearlyCents: perType,
        accountReactivationCents: perType,
      });
    },
  },
  {
    call: 'GET /api/billing/invoices',
    allow: BILLING_VIEWERS,
    request: async () => get('/api/billing/invoices'),
  },
  {
    call: 'GET /api/billing/invoices/export',
    allow: BILLING_VIEWERS,
    request: async () => get('/api/billing/invoices/export?format=csv'),
  },
  {
    call: 'POST /api/billing/invoices/generate (preview)',
    allow: ADMIN,
    request: async () =>
      json('POST', '/api/billing/invoices/generate', { periodStart: '2001-01-01', periodEnd: '2001-12-31' }),
  },
  {
    call: 'GET /api/billing/invoices/{id} (issued, Nordic)',
    allow: REPRESENTATIVE,
    request: async (f) => get(`/api/billing/invoices/${await freshInvoice(f)}`),
  },
  {
    call: 'GET /api/billing/invoices/{id} (draft, Nordic)',
    allow: ADMIN,
    request: async (f) => get(`/api/billing/invoices/${await freshInvoice(f, 'draft')}`),
  },
  {
    call: 'GET /api/billing/invoices/{id}/pdf (issued, Nordic)',
    allow: REPRESENTATIVE,
    request: async (f) => get(`/api/billing/invoices/${await freshInvoice(f)}/pdf`),
  },
  {
    call: 'PATCH /api/billing/invoices/{id} (issue a draft)',
    allow: ADMIN,
    request: async (f) =>
      json('PATCH', `/api/billing/invoices/${await freshInvoice(f, 'draft')}`, { status: 'issued' }),
  },

  // Profile settings
  {
    call: 'POST /api/auth/api-tokens',
    allow: EVERYONE_SIGNED_IN,
    request: async () => json('POST', '/api/auth/api-tokens', { name: 'Matrix client' }),
  },
];
