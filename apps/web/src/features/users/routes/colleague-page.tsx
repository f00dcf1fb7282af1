import { NotAvailablePage } from '../../../components/not-available-page';

export function ColleaguePage() {
  return (
    <NotAvailablePage
      title="Colleague"
      description="A colleague's details and account roles will be shown here."
    />
  );
}
