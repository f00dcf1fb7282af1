import { describe, expect, it } from 'vitest';
import { cannotActReasons } from './cannot-act-reason';
import { A1, A2, ROLES } from './permission-fixtures';
import { chooseSelectedAccount, permittedAccountIds } from './permitted-accounts';

describe('the account list is limited to accounts where the user may view units', () => {
  it.each([
    ['admins are not limited', 'admin', 'ViewUnits', 'all'],
    ['a read-only member views units of both accounts', 'readOnly', 'ViewUnits', [A1, A2]],
    ['an initiator transfers only from the active account', 'initiator', 'Transfer', [A1]],
    ['an approver transfers from none', 'approver', 'Transfer', []],
    ['a company representative without membership views no units', 'companyRep', 'ViewUnits', []],
    ['a blocked user gets nothing', 'blockedUser', 'ViewUnits', []],
  ] as const)('%s', (_rule, role, action, expected) => {
    expect(permittedAccountIds(ROLES[role], action)).toEqual(expected);
  });
});

describe('the account selection defaults to the first permitted account and clears if none exist', () => {
  it.each([
    ['keeps a permitted selection', A2, [A1, A2], A2],
    ['defaults to the first permitted account', null, [A1, A2], A1],
    ['falls back when the selection is no longer permitted', 'gone', [A2], A2],
    ['clears if none exist', A1, [], null],
  ] as const)('%s', (_rule, current, permitted, expected) => {
    expect(chooseSelectedAccount(current, permitted)).toBe(expected);
  });
});

describe('reasons a company cannot act: NotEnoughApprovers, CompanyBlocked', () => {
  it.each([
    [
      'an active company with enough signers',
      { companyStatus: 'active', requiredSignatures: 1, signerIds: ['a'] },
      [],
    ],
    [
      'fewer possible signers than required',
      { companyStatus: 'active', requiredSignatures: 2, signerIds: ['a'] },
      ['NotEnoughApprovers'],
    ],
    [
      'the initiator may not sign their own action',
      { companyStatus: 'active', requiredSignatures: 1, signerIds: ['a'], initiatorId: 'a' },
      ['NotEnoughApprovers'],
    ],
    [
      'a blocked company',
      { companyStatus: 'blocked', requiredSignatures: 1, signerIds: ['a', 'b'] },
      ['CompanyBlocked'],
    ],
    [
      'a blocked company without enough signers: both reasons, the company first',
      { companyStatus: 'blocked', requiredSignatures: 2, signerIds: ['a'] },
      ['CompanyBlocked', 'NotEnoughApprovers'],
    ],
  ] as const)('%s', (_rule, facts, expected) => {
    expect(cannotActReasons(facts)).toEqual(expected);
  });
});
