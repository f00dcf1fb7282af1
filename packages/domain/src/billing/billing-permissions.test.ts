import { describe, expect, it } from 'vitest';
import type { CompanyStatus } from '../catalogues/statuses';
import { buildPermissionContext } from '../permissions/permission-context';
import { C1, subject } from '../permissions/permission-fixtures';
import { canBill } from './billing-permissions';

const representativeOf = (companyStatus: CompanyStatus) => {
  const rep = subject('rep', 'companyRepresentative');
  return buildPermissionContext(
    { ...rep, companies: rep.companies.map((c) => ({ ...c, companyStatus })) },
    C1,
  );
};

describe('who sees billing', () => {
  it.each<[CompanyStatus, boolean]>([
    ['active', true],
    ['blocked', true],
    ['closed', true],
    ['awaitingReview', false],
    ['rejected', false],
    ['removed', false],
  ])('a representative of a company %s: %s', (status, allowed) => {
    expect(canBill(representativeOf(status), 'view')).toBe(allowed);
    expect(canBill(representativeOf(status), 'view', C1)).toBe(allowed);
  });
});
