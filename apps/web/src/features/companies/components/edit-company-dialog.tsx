import { useEffect } from 'react';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { onboardingCompanySchema, type CompanyEdit } from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { CompanyInformationFields, FormSection, useDomainForm } from '../../../components/forms';
import type { CompanyView } from '../api/company-types';
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
export function EditCompanyDialog({
  company,
  open,
  onClose,
}: {
  company: CompanyView;
  open: boolean;
  onClose: () => void;
}) {
  const form = useDomainForm(editSchema, valuesOf(company));
  const edit = useEditCompany(company.id);
  useEffect(() => {
    if (open) {
      form.reset(valuesOf(company));
      edit.reset();
    }
    // Reset only when the dialog opens again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = form.handleSubmit(({ company: values }) => {
    const changes = Object.fromEntries(
      FIELDS.filter((field) => (values[field] ?? '') !== (company[field] ?? '')).map((field) => [
        field,
        values[field],
      ]),
    ) as CompanyEdit;
    if (Object.keys(changes).length === 0) onClose();
    else edit.mutate(changes);
  });

  return (
    <GeneralDialog
      open={open}
      onClose={edit.isPending ? undefined : onClose}
      title="Edit company"
      actions={
        edit.isSuccess ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={edit.isPending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={edit.isPending}
              startIcon={edit.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={submit}
            >
              Save
            </Button>
          </>
        )
      }
    >
      {edit.isSuccess ? (
        <Alert severity="success">
          {edit.data.requestId
            ? 'Your change was sent to a registry administrator for review.'
            : 'The company was updated.'}
        </Alert>
      ) : (
        <FormSection requiredNote>
          <CompanyInformationFields control={form.control} />
        </FormSection>
      )}
    </GeneralDialog>
  );
}
