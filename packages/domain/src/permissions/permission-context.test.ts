import { describe, expect, it } from 'vitest';
import { buildPermissionContext } from './permission-context';
import { C1, C2, subject } from './permission-fixtures';
import type { PermissionSubject } from './permission-vocabulary';

const twoCompanies = (): PermissionSubject =>
  subject('u', null, [], {
    companies: [
      { id: C1, name: 'One', role: 'regular', status: 'active', companyStatus: 'active' },
      { id: C2, name: 'Two', role: 'companyRepresentative', status: 'active', companyStatus: 'active' },
    ],
  });

describe('buildPermissionContext: company selection defaults to the first company; admins have none', () => {
  it.each([
    ['admins have none, whatever they ask for', subject('a', null, [], { isRegistryAdmin: true }), C1, null],
    ['the requested company when it is theirs', twoCompanies(), C2, C2],
    ['the first company when none is requested', twoCompanies(), undefined, C1],
    ['the first company when the requested one is not theirs', twoCompanies(), 'company-x', C1],
    ['null when the user has no company', subject('n', null), C1, null],
    [
      'a removed membership is not theirs',
      subject('r', null, [], {
        companies: [
          { id: C1, name: 'One', role: 'regular', status: 'removed', companyStatus: 'active' },
          { id: C2, name: 'Two', role: 'regular', status: 'active', companyStatus: 'active' },
        ],
      }),
      C1,
      C2,
    ],
  ] as const)('%s', (_rule, user, requested, expected) => {
    expect(buildPermissionContext(user, requested).selectedCompanyId).toBe(expected);
  });
});
