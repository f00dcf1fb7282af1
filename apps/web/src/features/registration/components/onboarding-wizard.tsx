import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ONBOARDING_UPLOAD_RULE, onboardingFormSchema, type OnboardingForm } from '@safc/domain';
import {
  CompanyInformationFields,
  FormFileUploadField,
  FormSection,
  showServerErrors,
  useDomainForm,
} from '../../../components/forms';
import { EMPTY_ONBOARDING_FORM, ONBOARDING_STEP_FIELDS, ONBOARDING_STEPS } from '../lib/onboarding-steps';

import { PersonalInfoFields } from './personal-info-fields';

export interface OnboardingWizardProps {
  sending: boolean;
  /** Resolves when sent; rejects with the API's refusal, whose field messages the wizard shows. */
  onSubmit: (form: OnboardingForm) => Promise<unknown>;
}

/**
 * The onboarding wizard (forms spec §2): Personal Info, Company information, Upload. Each "Next" checks the
 * step's fields with the domain schema; the applicant becomes the company's representative once approved.
 */
export function OnboardingWizard({ sending, onSubmit }: OnboardingWizardProps) {
  const [step, setStep] = useState(0);
  const form = useDomainForm(onboardingFormSchema, EMPTY_ONBOARDING_FORM);
  const last = step === ONBOARDING_STEPS.length - 1;

  const submit = form.handleSubmit((values) =>
    onSubmit(values).catch((error: unknown) => {
      const fields = showServerErrors(error, form.setError, ONBOARDING_STEP_FIELDS.flat());
      // Show the first step with a refused field (the content of a file, a field the server judged).
      const refused = ONBOARDING_STEP_FIELDS.findIndex((stepFields) =>
        stepFields.some((field) => fields.includes(field)),
      );
      if (refused >= 0) setStep(refused);
    }),
  );

  const next = async () => {
    if (await form.trigger([...ONBOARDING_STEP_FIELDS[step]!], { shouldFocus: true })) setStep(step + 1);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormSection steps={ONBOARDING_STEPS} activeStep={step} title={ONBOARDING_STEPS[step]} requiredNote>
        {step === 0 && <PersonalInfoFields control={form.control} />}
        {step === 1 && <CompanyInformationFields control={form.control} />}
        {step === 2 && (
          <>
            <Alert severity="info">
              Upload an authorization letter signed by an executive of the company, naming you as its Company
              Representative, and any other supporting documents.
            </Alert>
            <FormFileUploadField
              control={form.control}
              name="companyUploads"
              label="Supporting documents"
              rule={ONBOARDING_UPLOAD_RULE}
              required
            />
          </>
        )}
      </FormSection>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button disabled={step === 0 || sending} onClick={() => setStep(step - 1)}>
          Back
        </Button>
        {last ? (
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Submit
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void next()}>
            Next
          </Button>
        )}
      </Box>
    </Box>
  );
}
