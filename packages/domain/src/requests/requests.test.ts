import { describe, expect, it } from 'vitest';
import {
  accountBlockSchema,
  accountCreateSchema,
  accountEditSchema,
  trustedAccountsSchema,
} from './account-requests';
import {
  accountRepInviteSchema,
  accountRepRoleChangeSchema,
  revokeInvitationSchema,
} from './account-rep-requests';
import { companyEditSchema, requestDecisionSchema } from './company-requests';
import { holdingsQuerySchema } from './holdings-query';
import { apiTokenCreateSchema, authTokenExchangeSchema } from './token-requests';
import { invitationCreateSchema, userUpdateSchema } from './user-requests';

const ID = '6f1c2a7e-3b4d-4c5e-8f90-123456789abc';

describe('request bodies of the other calls', () => {
  it.each([
    [
      'account create (multipart text)',
      accountCreateSchema,
      { name: 'Main', type: 'fuelProviderHoldingAccount', requiredSignatures: '2' },
      true,
    ],
    [
      'account create: requiredSignatures defaults to 1',
      accountCreateSchema,
      { name: 'Main', type: 'generalHoldingAccount' },
      true,
    ],
    [
      'account create: at least 1 signature',
      accountCreateSchema,
      { name: 'Main', type: 'generalHoldingAccount', requiredSignatures: 0 },
      false,
    ],
    ['account create: a known account type', accountCreateSchema, { name: 'Main', type: 'bank' }, false],
    ['account edit: a name', accountEditSchema, { name: 'Renamed' }, true],
    ['account edit: nothing to change', accountEditSchema, {}, false],
    ['account block: a reason', accountBlockSchema, { reason: 'Fraud investigation' }, true],
    ['account block: the reason is required', accountBlockSchema, { reason: '' }, false],
    ['trusted accounts: a list of account ids', trustedAccountsSchema, { trustedAccountIds: [ID, ID] }, true],
    ['trusted accounts: ids only', trustedAccountsSchema, { trustedAccountIds: ['x'] }, false],
    ['trusted accounts: an empty list trusts nobody', trustedAccountsSchema, { trustedAccountIds: [] }, true],
    ['trusted accounts: a body without the list is refused', trustedAccountsSchema, {}, false],
    ['trusted accounts: a null list is refused', trustedAccountsSchema, { trustedAccountIds: null }, false],
    [
      'invitation: joinCompany with an explicit null company is refused',
      invitationCreateSchema,
      { kind: 'joinCompany', email: 'a@b.example', companyId: null },
      false,
    ],
    [
      'invitation: joinCompany without a company takes the selected one',
      invitationCreateSchema,
      { kind: 'joinCompany', email: 'a@b.example' },
      true,
    ],
    [
      'invitation: authorisedRepresentative with a null account is refused',
      invitationCreateSchema,
      { kind: 'authorisedRepresentative', email: 'a@b.example', accountId: null, accountRole: 'readOnly' },
      false,
    ],
    [
      'invitation: a blank account of a form that does not need one is not given',
      invitationCreateSchema,
      { kind: 'createCompany', email: 'a@b.example', accountId: '' },
      true,
    ],
    [
      'account-rep invite',
      accountRepInviteSchema,
      { email: 'a@b.example', role: 'accountRepApprover' },
      true,
    ],
    [
      'account-rep invite: a known role',
      accountRepInviteSchema,
      { email: 'a@b.example', role: 'owner' },
      false,
    ],
    ['account-rep role change', accountRepRoleChangeSchema, { role: 'readOnly' }, true],
    ['revoke invitation by id', revokeInvitationSchema, { invitationId: ID }, true],
    ['revoke invitation needs an id or an e-mail', revokeInvitationSchema, {}, false],
    ['user update: name and phone', userUpdateSchema, { name: 'Ada', phone: '+31 6 1234' }, true],
    ['user update: nothing to change', userUpdateSchema, {}, false],
    [
      'invitation: createCompany',
      invitationCreateSchema,
      { kind: 'createCompany', email: 'new@co.example' },
      true,
    ],
    [
      'invitation: an unknown kind',
      invitationCreateSchema,
      { kind: 'friend', email: 'new@co.example' },
      false,
    ],
    [
      'invitation: authorisedRepresentative needs an account and a role',
      invitationCreateSchema,
      { kind: 'authorisedRepresentative', email: 'a@b.example' },
      false,
    ],
    [
      'invitation: authorisedRepresentative with account and role',
      invitationCreateSchema,
      {
        kind: 'authorisedRepresentative',
        email: 'a@b.example',
        accountId: ID,
        accountRole: 'accountRepInitiator',
      },
      true,
    ],
    ['request decision: an optional comment', requestDecisionSchema, {}, true],
    ['company edit: one field', companyEditSchema, { website: 'https://new.example' }, true],
    ['company edit: nothing to change', companyEditSchema, {}, false],
    ['API token: a name', apiTokenCreateSchema, { name: 'ERP export' }, true],
    ['auth token exchange: the access token', authTokenExchangeSchema, { accessToken: 'eyJ...' }, true],
    ['auth token exchange: required', authTokenExchangeSchema, {}, false],
  ] as const)('%s', (_rule, schema, body, expected) => {
    expect(schema.safeParse(body).success).toBe(expected);
  });
});

describe('holdings query', () => {
  it('list mode single or tree, single by default', () => {
    expect(holdingsQuerySchema.parse({ accountId: ID })).toEqual({ accountId: ID, mode: 'single' });
    expect(holdingsQuerySchema.safeParse({ mode: 'forest' }).success).toBe(false);
  });
});
