import { NotAvailablePage } from '../../../components/not-available-page';

export function ProfileSettingsPage() {
  return (
    <NotAvailablePage
      title="Profile settings"
      description="Your profile and API tokens will be managed here."
    />
  );
}
