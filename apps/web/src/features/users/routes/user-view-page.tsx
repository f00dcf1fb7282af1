import { NotAvailablePage } from '../../../components/not-available-page';

export function UserViewPage() {
  return (
    <NotAvailablePage
      title="User"
      description="A user's details, companies and account roles will be shown here."
    />
  );
}
