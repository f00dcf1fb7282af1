import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { onboardingRequestSchema, type OnboardingRequest } from '@safc/domain';
import { FormSection, useDomainForm } from '../../../components/forms';
import { EMPTY_ONBOARDING_FORM } from '../lib/onboarding-steps';
import { PersonalInfoFields } from './personal-info-fields';

// The join forms ask only for the applicant: the company or account is the invitation's.
const joinSchema = onboardingRequestSchema.pick({ user: true });

export interface JoinFormProps {
  /** What the person gave at an earlier registration: someone already registered only confirms it. */
  known?: OnboardingRequest['user'];
  submitLabel: string;
  sending: boolean;
  onSubmit: (user: OnboardingRequest['user']) => void;
}

/** The join forms JoinCR, JoinAR and JoinRA: the applicant's personal info, then the answer. */
export function JoinForm({ known, submitLabel, sending, onSubmit }: JoinFormProps) {
  const form = useDomainForm(joinSchema, { user: { ...EMPTY_ONBOARDING_FORM.user, ...known } });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.user))}>
      <FormSection title="Personal Info" requiredNote>
        <PersonalInfoFields control={form.control} />
      </FormSection>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
