import { z } from 'zod';
import Typography from '@mui/material/Typography';
import { onboardingCompanySchema } from '@safc/domain';
import {
  CompanyInformationFields,
  FormDialog,
  FormSection,
  showServerErrors,
  useDomainForm,
} from '../../../components/forms';
import { useRegisterCompany } from '../api/register-company';

const registerSchema = z.object({ company: onboardingCompanySchema });
const EMPTY = {
  company: {
    name: '',
    address: '',
    address2: '',
    city: '',
    state: '',
    postcode: '',
    country: '',
    website: '',
    email: '',
  },
};
const FIELDS = Object.keys(EMPTY.company);

/**
 * Register a further company that the signed-in user represents: the onboarding form's company fields,
 * sent as a CompanyCreateRequest that a registry administrator approves (docs/decisions/029). Mount it
 * only while open.
 */
export function RegisterCompanyDialog({ onClose }: { onClose: () => void }) {
  const form = useDomainForm(registerSchema, EMPTY);
  const register = useRegisterCompany();
  const submit = form.handleSubmit(({ company }) =>
    register.mutate(company, {
      onError: (error) => showServerErrors(error, form.setError, FIELDS, 'company.'),
    }),
  );

  return (
    <FormDialog
      title="Register another company"
      submitLabel="Send for review"
      sending={register.isPending}
      done={
        register.isSuccess
          ? `${register.data.name} was sent to a registry administrator for review. You are its Company Representative; it appears in your company switcher, awaiting review until it is approved.`
          : null
      }
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        You become the Company Representative of the new company. A registry administrator reviews it before
        it can open accounts; documents can be added from its page.
      </Typography>
      <FormSection requiredNote>
        <CompanyInformationFields control={form.control} />
      </FormSection>
    </FormDialog>
  );
}
