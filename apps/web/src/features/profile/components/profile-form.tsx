import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { userUpdateSchema } from '@safc/domain';
import {
  FormRow,
  FormSection,
  FormTextField,
  showServerErrors,
  useDomainForm,
} from '../../../components/forms';
import { SectionCard } from '../../../components/section-card';
import type { UserSummary } from '@safc/domain';
import { useUpdateProfile } from '../api/update-profile';

const valuesOf = (profile: UserSummary) => ({
  name: profile.name,
  phone: profile.phone ?? '',
  // Only people who gave an employer at onboarding have one to change.
  employerName: profile.employerName ?? undefined,
});

/** One's own name, phone number and employer (a company representative's change is reviewed first). */
export function ProfileForm({ profile }: { profile: UserSummary }) {
  const form = useDomainForm(userUpdateSchema, valuesOf(profile));
  const update = useUpdateProfile(profile.id);
  useEffect(() => {
    form.reset(valuesOf(profile));
  }, [profile, form]);

  const submit = form.handleSubmit((changes) => {
    update.reset();
    update.mutate(
      {
        name: changes.name !== profile.name ? changes.name : undefined,
        phone: changes.phone !== (profile.phone ?? '') ? changes.phone : undefined,
        employerName:
          changes.employerName !== (profile.employerName ?? undefined) ? changes.employerName : undefined,
      },
      { onError: (error) => showServerErrors(error, form.setError, ['name', 'phone', 'employerName']) },
    );
  });
  const { isDirty } = form.formState;

  return (
    <SectionCard title="Personal details">
      <Box component="form" noValidate onSubmit={submit}>
        <FormSection requiredNote>
          <FormRow label="Name" required>
            <FormTextField control={form.control} name="name" label="Name" required autoComplete="name" />
          </FormRow>
          <FormRow label="Phone" required>
            <FormTextField
              control={form.control}
              name="phone"
              label="Phone number"
              required
              type="tel"
              autoComplete="tel"
            />
          </FormRow>
          {profile.employerName !== null && (
            <FormRow label="Employer" required>
              <FormTextField
                control={form.control}
                name="employerName"
                label="Employer"
                required
                autoComplete="organization"
              />
            </FormRow>
          )}
          <FormRow label="E-mail">
            <TextField
              label="E-mail"
              value={profile.email}
              disabled
              fullWidth
              helperText="Your sign-in address; it cannot be changed here."
            />
          </FormRow>
        </FormSection>
        {update.isSuccess && !isDirty && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {update.data.requestId
              ? 'Your details were checked when your company was registered, so the change was sent to a registry administrator for review.'
              : 'Your details were saved.'}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!isDirty || update.isPending}
            startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Save
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
