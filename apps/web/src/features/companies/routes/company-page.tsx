import { NotAvailablePage } from '../../../components/not-available-page';

export function CompanyPage() {
  return (
    <NotAvailablePage
      title="Company information"
      description="Your company's details, representatives and documents will be shown here."
    />
  );
}
