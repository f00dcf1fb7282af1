import { selectedCompanyOf, type PermissionContext } from '@safc/domain';

/**
 * Why billing is closed to this user (docs/decisions/075). A representative of a company the registry has
 * not admitted is a representative: "for your company's representatives" told them nothing true.
 */
export function billingRefusal(permissions: PermissionContext | null): string {
  const company = permissions ? selectedCompanyOf(permissions) : undefined;
  if (company?.role === 'companyRepresentative') {
    if (company.companyStatus === 'awaitingReview')
      return 'Billing opens once a registry administrator has approved your company.';
    if (company.companyStatus === 'rejected' || company.companyStatus === 'removed')
      return 'Your company was not admitted to the registry: it has no fees or invoices.';
  }
  return "Billing is for your company's representatives.";
}
