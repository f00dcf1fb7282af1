import Alert from '@mui/material/Alert';
import { ACCOUNT_DOCUMENT_RULE } from '@safc/domain';
import {
  FormDialog,
  FormFileUploadField,
  FormSection,
  FormTextField,
  changeOutcome,
  showServerErrors,
  useDomainForm,
} from '../../../components/forms';
import type { AccountView } from '@safc/domain';
import { useEditAccount } from '../api/edit-account';
import { accountEditFormSchema } from '../lib/account-forms';

/** Edit the account: name, required signatures, more documents. A representative's rename is reviewed first. */
export function EditAccountDialog({ account, onClose }: { account: AccountView; onClose: () => void }) {
  const form = useDomainForm(accountEditFormSchema, {
    name: account.name,
    requiredSignatures: account.requiredSignatures,
    documents: [] as File[],
  });
  const edit = useEditAccount(account.id);

  const submit = form.handleSubmit((values) =>
    edit.mutate(
      {
        // Unchanged values are left out, so only a real change goes to review.
        name: values.name !== account.name ? values.name : undefined,
        requiredSignatures:
          values.requiredSignatures !== account.requiredSignatures ? values.requiredSignatures : undefined,
        documents: values.documents,
      },
      {
        onError: (error) =>
          showServerErrors(error, form.setError, ['name', 'requiredSignatures', 'documents']),
      },
    ),
  );

  return (
    <FormDialog
      title="Edit account"
      submitLabel="Save"
      sending={edit.isPending}
      done={edit.isSuccess ? changeOutcome(edit.data.requestId, 'The account was updated.') : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormSection requiredNote>
        {form.formState.errors.root && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
        <FormTextField control={form.control} name="name" label="Account name" required />
        <FormTextField
          control={form.control}
          name="requiredSignatures"
          label="Required signatures"
          required
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
        <FormFileUploadField
          control={form.control}
          name="documents"
          label="Documents"
          rule={ACCOUNT_DOCUMENT_RULE}
        />
      </FormSection>
    </FormDialog>
  );
}
