import { NotAvailablePage } from '../../../components/not-available-page';

export function BillingPage() {
  return (
    <NotAvailablePage
      title="Billing"
      description="Fees and invoices will be shown here."
    />
  );
}
