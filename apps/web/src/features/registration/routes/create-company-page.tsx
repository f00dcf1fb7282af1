import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useSubmitOnboarding } from '../api/submit-onboarding';
import { InvitationGate } from '../components/invitation-gate';
import { OnboardingWizard } from '../components/onboarding-wizard';
import { RegistrationLayout } from '../components/registration-layout';
import { RegistrationOutcome } from '../components/registration-outcome';

/** /register/to-create-company/{invitationId}: the company registration form (onboarding wizard). */
export function CreateCompanyPage() {
  const { invitationId = '' } = useParams();
  const onboarding = useSubmitOnboarding(invitationId);
  return (
    <RegistrationLayout title="Register your company">
      {onboarding.data ? (
        <RegistrationOutcome result={onboarding.data} acceptedText="Your company is registered." />
      ) : (
        <InvitationGate invitationId={invitationId} kind="createCompany">
          {() => (
            <>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                You become the Company Representative of the company you register.
              </Typography>
              <OnboardingWizard
                sending={onboarding.isPending}
                onSubmit={(form) => onboarding.mutateAsync(form)}
              />
            </>
          )}
        </InvitationGate>
      )}
    </RegistrationLayout>
  );
}
