import { NotAvailablePage } from '../../../components/not-available-page';

export function UnitPage() {
  return (
    <NotAvailablePage
      title="Unit"
      description="A unit's certificate details and chain of custody will be shown here."
    />
  );
}
