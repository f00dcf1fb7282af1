import { NotAvailablePage } from '../../../components/not-available-page';

export function IssuancePage() {
  return (
    <NotAvailablePage
      title="Issuance"
      description="Issuing SAFcA certificates will be done here."
    />
  );
}
