import { NotAvailablePage } from '../../../components/not-available-page';

export function ActionsPage() {
  return (
    <NotAvailablePage
      title="Actions"
      description="Pending actions across the registry will be listed here."
    />
  );
}
