import { describe, expect, it } from 'vitest';
import type { Me } from '@safc/domain';
import { companyToOpen, pathAfterCompanySwitch } from './company-switch';

const company = (id: string, status = 'active') => ({
  id,
  name: id,
  role: 'companyRepresentative',
  status,
  companyStatus: 'active',
});
const me = {
  isRegistryAdmin: false,
  companies: [company('nordic'), company('blending'), company('left', 'removed')],
  accountMemberships: [],
} as unknown as Me;

describe('a link naming a company (?companyId=) selects it before the page asks for anything', () => {
  it('opens another of the user’s companies', () => {
    expect(companyToOpen(me, 'nordic', 'blending')).toBe('blending');
  });

  it('does nothing for the selected company, none named, a company left or not the user’s, or an administrator', () => {
    expect(companyToOpen(me, 'nordic', 'nordic')).toBeNull();
    expect(companyToOpen(me, 'nordic', null)).toBeNull();
    expect(companyToOpen(me, 'nordic', 'left')).toBeNull();
    expect(companyToOpen(me, 'nordic', 'someone-elses')).toBeNull();
    expect(companyToOpen({ ...me, isRegistryAdmin: true }, null, 'blending')).toBeNull();
  });
});

describe('a switch of company from the user menu leaves the previous company’s things behind', () => {
  it.each([
    ['/accounts/6f1c2a7e-3b4d-4c5e-8f90-123456789abc', '/accounts'],
    ['/companies/6f1c2a7e-3b4d-4c5e-8f90-123456789abc', '/company'],
    ['/colleagues/6f1c2a7e-3b4d-4c5e-8f90-123456789abc', '/colleagues'],
    ['/units/6f1c2a7e-3b4d-4c5e-8f90-123456789abc', '/holdings'],
    ['/invoice/6f1c2a7e-3b4d-4c5e-8f90-123456789abc', '/billing'],
    ['/holdings', '/holdings'],
    ['/company', '/company'],
  ])('%s -> %s', (from, to) => {
    expect(pathAfterCompanySwitch(from)).toBe(to);
  });
});
