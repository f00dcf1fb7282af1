import { describe, expect, it } from 'vitest';
import { buildPermissionContext, type CompanyRole, type CompanyStatus } from '@safc/domain';
import { billingRefusal } from './billing-refusal';

const member = (role: CompanyRole, companyStatus: CompanyStatus) =>
  buildPermissionContext({
    id: 'user-1',
    status: 'active',
    isRegistryAdmin: false,
    companies: [{ id: 'company-1', name: 'Baltic Green', role, status: 'active', companyStatus }],
    accountMemberships: [],
  });

// Walked as pending@newcompany.example (2026-11-29): the company's own representative, whose company awaits
// the administrator's approval, opened /billing and read "Billing is for your company's representatives."
describe('billing refused: the notice says why', () => {
  it("a representative of a company awaiting review is told billing opens on the registry's approval", () => {
    expect(billingRefusal(member('companyRepresentative', 'awaitingReview'))).toBe(
      'Billing opens once a registry administrator has approved your company.',
    );
  });

  it('a representative of a company the registry did not admit is told it has no billing', () => {
    expect(billingRefusal(member('companyRepresentative', 'rejected'))).toBe(
      'Your company was not admitted to the registry: it has no fees or invoices.',
    );
  });

  it("anyone else is told billing is for the company's representatives", () => {
    expect(billingRefusal(member('regular', 'active'))).toBe(
      "Billing is for your company's representatives.",
    );
    expect(billingRefusal(member('regular', 'awaitingReview'))).toBe(
      "Billing is for your company's representatives.",
    );
    expect(billingRefusal(null)).toBe("Billing is for your company's representatives.");
  });
});
