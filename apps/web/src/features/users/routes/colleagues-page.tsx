import { NotAvailablePage } from '../../../components/not-available-page';

export function ColleaguesPage() {
  return (
    <NotAvailablePage
      title="Colleagues"
      description="The users of your company will be listed here."
    />
  );
}
