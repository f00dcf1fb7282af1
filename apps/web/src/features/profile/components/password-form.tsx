import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { PASSWORD_LENGTH, passwordChangeSchema } from '@safc/domain';
import {
  FormRow,
  FormSection,
  FormTextField,
  showServerErrors,
  useDomainForm,
} from '../../../components/forms';
import { z } from 'zod';
import { SectionCard } from '../../../components/section-card';
import { useChangePassword } from '../api/change-password';

// The repetition is the form's own check; the API takes the current and the new password.
const passwordFormSchema = passwordChangeSchema
  .extend({ newPasswordConfirmation: z.string().max(1024) })
  .refine((values) => values.newPassword === values.newPasswordConfirmation, {
    path: ['newPasswordConfirmation'],
    message: 'The two passwords differ',
  });

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** "Change password": for a sign-in at the registry's own sign-in service (the embedded provider). */
export function PasswordForm() {
  const form = useDomainForm(passwordFormSchema, EMPTY);
  const change = useChangePassword();

  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.reset();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => form.reset(EMPTY),
        onError: (error) => showServerErrors(error, form.setError, ['currentPassword', 'newPassword']),
      },
    );
  });

  return (
    <SectionCard title="Change password">
      <Box component="form" noValidate onSubmit={submit}>
        <FormSection>
          <FormRow label="Current password" required>
            <FormTextField
              control={form.control}
              name="currentPassword"
              label="Current password"
              type="password"
              required
              autoComplete="current-password"
            />
          </FormRow>
          <FormRow label="New password" required>
            <FormTextField
              control={form.control}
              name="newPassword"
              label="New password"
              type="password"
              required
              autoComplete="new-password"
              helperText={`${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters, not a common one`}
            />
          </FormRow>
          <FormRow label="Repeat" required>
            <FormTextField
              control={form.control}
              name="newPasswordConfirmation"
              label="Repeat the new password"
              type="password"
              required
              autoComplete="new-password"
            />
          </FormRow>
        </FormSection>
        {change.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Your password was changed. Every other session of yours has ended.
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending}
            startIcon={change.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Change password
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
