import { NotAvailablePage } from '../../../components/not-available-page';

export function HoldingsPage() {
  return (
    <NotAvailablePage
      title="Holdings"
      description="The units held by your accounts and the actions awaiting you will be shown here."
    />
  );
}
