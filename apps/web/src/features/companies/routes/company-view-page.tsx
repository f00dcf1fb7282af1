import { NotAvailablePage } from '../../../components/not-available-page';

export function CompanyViewPage() {
  return (
    <NotAvailablePage
      title="Company"
      description="A company's details, accounts and users will be shown here."
    />
  );
}
