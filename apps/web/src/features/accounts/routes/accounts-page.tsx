import { NotAvailablePage } from '../../../components/not-available-page';

export function AccountsPage() {
  return (
    <NotAvailablePage
      title="Accounts"
      description="Holding accounts and their status will be listed here."
    />
  );
}
