import Typography from '@mui/material/Typography';
import { furtherCompanyFormSchema, ONBOARDING_UPLOAD_RULE } from '@safc/domain';
import {
  CompanyInformationFields,
  FormFileUploadField,
  FormDialog,
  FormSection,
  showServerErrors,
  useDomainForm,
} from '../../../components/forms';
import { useRegisterCompany } from '../api/register-company';

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
  companyUploads: [] as File[],
};
const FIELDS = Object.keys(EMPTY.company);

/**
 * Register a further company that the signed-in user represents: the onboarding form's company fields,
 * sent as a CompanyCreateRequest that a registry administrator approves (docs/decisions/029). Mount it
 * only while open.
 */
export function RegisterCompanyDialog({ onClose }: { onClose: () => void }) {
  const form = useDomainForm(furtherCompanyFormSchema, EMPTY);
  const register = useRegisterCompany();
  const submit = form.handleSubmit((values) =>
    register.mutate(values, {
      onError: (error) => {
        // A refused file is the upload field's; a refused company field is under that field.
        const placed = showServerErrors(error, form.setError, ['companyUploads'], '');
        if (placed.length === 0) showServerErrors(error, form.setError, FIELDS, 'company.');
      },
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
        You become the Company Representative of the new company. Add an authorization letter signed by an
        executive of the company, naming you as its Company Representative, and any other supporting
        documents: a registry administrator reviews them with the company before it can open accounts.
      </Typography>
      <FormSection requiredNote>
        <CompanyInformationFields control={form.control} />
        <FormFileUploadField
          control={form.control}
          name="companyUploads"
          label="Supporting documents"
          rule={ONBOARDING_UPLOAD_RULE}
          required
        />
      </FormSection>
    </FormDialog>
  );
}
