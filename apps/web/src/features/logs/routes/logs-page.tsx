import { NotAvailablePage } from '../../../components/not-available-page';

export function LogsPage() {
  return (
    <NotAvailablePage
      title="Logs"
      description="The event log will be shown here."
    />
  );
}
