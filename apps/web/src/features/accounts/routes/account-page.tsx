import { NotAvailablePage } from '../../../components/not-available-page';

export function AccountPage() {
  return (
    <NotAvailablePage
      title="Account"
      description="An account's details, representatives and roles will be shown here."
    />
  );
}
