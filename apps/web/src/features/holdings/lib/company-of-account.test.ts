import { describe, expect, it } from 'vitest';
import type { Me } from '@safc/domain';
import { companyToSwitchTo } from './company-of-account';

const company = (id: string) => ({ id, name: id, role: 'member', status: 'active', companyStatus: 'active' });
const me = {
  isRegistryAdmin: false,
  companies: [company('nordic'), company('skyways')],
  accountMemberships: [
    {
      accountId: 'nordic-fuel',
      companyId: 'nordic',
      role: 'signer',
      status: 'active',
      accountStatus: 'active',
    },
    {
      accountId: 'sky-portfolio',
      companyId: 'skyways',
      role: 'signer',
      status: 'active',
      accountStatus: 'active',
    },
  ],
} as unknown as Me;

describe('a holdings link to an account of another company of the user switches company first', () => {
  it('switches to the company holding the linked account when another one is selected', () => {
    expect(companyToSwitchTo(me, 'nordic', 'sky-portfolio')).toBe('skyways');
  });

  it('stays when the linked account is of the selected company, or no account is linked', () => {
    expect(companyToSwitchTo(me, 'nordic', 'nordic-fuel')).toBeNull();
    expect(companyToSwitchTo(me, 'nordic', null)).toBeNull();
  });

  it('stays for an account the user has no membership of, and for administrators', () => {
    expect(companyToSwitchTo(me, 'nordic', 'someone-elses')).toBeNull();
    expect(companyToSwitchTo({ ...me, isRegistryAdmin: true }, null, 'sky-portfolio')).toBeNull();
  });
});
