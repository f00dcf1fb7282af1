import { z } from 'zod';
import { onboardingCompanySchema, type CompanyEdit, type CompanyView } from '@safc/domain';
import {
  CompanyInformationFields,
  FormDialog,
  FormSection,
  changeOutcome,
  showServerErrors,
  useDomainForm,
} from '../../../components/forms';
import { useEditCompany } from '../api/edit-company';

// The onboarding form's company fields; only the changed ones are sent (PATCH /api/companies/{id}).
const editSchema = z.object({ company: onboardingCompanySchema });
const FIELDS = [
  'name',
  'address',
  'address2',
  'city',
  'state',
  'postcode',
  'country',
  'website',
  'email',
] as const;

const valuesOf = (company: CompanyView) => ({
  company: Object.fromEntries(FIELDS.map((field) => [field, company[field] ?? ''])) as Record<
    (typeof FIELDS)[number],
    string
  >,
});

/** Edit the company: an administrator's edit applies at once, a representative's is a CompanyUpdateRequest. */
export function EditCompanyDialog({ company, onClose }: { company: CompanyView; onClose: () => void }) {
  const form = useDomainForm(editSchema, valuesOf(company));
  const edit = useEditCompany(company.id);

  const submit = form.handleSubmit(({ company: values }) => {
    const changes = Object.fromEntries(
      FIELDS.filter((field) => (values[field] ?? '') !== (company[field] ?? '')).map((field) => [
        field,
        values[field],
      ]),
    ) as CompanyEdit;
    if (Object.keys(changes).length === 0) onClose();
    else
      edit.mutate(changes, {
        onError: (error) => showServerErrors(error, form.setError, FIELDS, 'company.'),
      });
  });

  return (
    <FormDialog
      title="Edit company"
      submitLabel="Save"
      sending={edit.isPending}
      done={edit.isSuccess ? changeOutcome(edit.data.requestId, 'The company was updated.') : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormSection requiredNote>
        <CompanyInformationFields control={form.control} />
      </FormSection>
    </FormDialog>
  );
}
