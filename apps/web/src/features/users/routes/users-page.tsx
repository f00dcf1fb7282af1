import { NotAvailablePage } from '../../../components/not-available-page';

export function UsersPage() {
  return (
    <NotAvailablePage
      title="Users"
      description="The registry's users will be listed here for administrators."
    />
  );
}
