import { NotAvailablePage } from '../../../components/not-available-page';

export function CompanyPage() {
  return (
    <NotAvailablePage
      title="Company information"
      description="Company details, representatives and documents will be shown here."
    />
  );
}
