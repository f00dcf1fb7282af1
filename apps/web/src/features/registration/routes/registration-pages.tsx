import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { RegistrationLayout } from '../components/registration-layout';

// Registration needs invitations and the onboarding form, which a later version brings. Each route is
// already mounted so the links in invitation e-mails lead somewhere honest.

function RegistrationNotAvailable({ title, purpose }: { title: string; purpose: string }) {
  return (
    <RegistrationLayout title={title}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {purpose}
      </Typography>
      <Alert severity="info">This screen is not available yet in this version of the registry.</Alert>
    </RegistrationLayout>
  );
}

export const RegisterPage = () => (
  <RegistrationNotAvailable title="Register" purpose="Start your company's registration in the SAFc Registry." />
);

export const RegisterCompanyRepresentativePage = () => (
  <RegistrationNotAvailable
    title="Getting started"
    purpose="As a company representative you will register your company, supported by an authorization letter signed by an executive."
  />
);

export const CreateCompanyPage = () => (
  <RegistrationNotAvailable title="Register your company" purpose="Register your company with the invitation you received." />
);

export const JoinCompanyPage = () => (
  <RegistrationNotAvailable title="Join your company" purpose="Join your company as a company representative." />
);

export const JoinAuthorisedRepresentativePage = () => (
  <RegistrationNotAvailable title="Join as authorised representative" purpose="Join your company's accounts as an authorised representative." />
);

export const JoinRegistryAdminPage = () => (
  <RegistrationNotAvailable title="Join as registry administrator" purpose="Join the registry's administration team." />
);
