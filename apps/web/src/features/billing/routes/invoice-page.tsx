import { NotAvailablePage } from '../../../components/not-available-page';

export function InvoicePage() {
  return (
    <NotAvailablePage
      title="Invoice"
      description="An invoice and its line items will be shown here."
    />
  );
}
