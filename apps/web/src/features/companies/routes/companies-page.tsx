import { NotAvailablePage } from '../../../components/not-available-page';

export function CompaniesPage() {
  return (
    <NotAvailablePage
      title="Companies"
      description="The registry's companies will be listed here for administrators."
    />
  );
}
