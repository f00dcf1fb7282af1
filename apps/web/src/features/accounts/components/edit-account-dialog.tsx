import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ACCOUNT_DOCUMENT_RULE } from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { FormFileUploadField, FormSection, FormTextField, useDomainForm } from '../../../components/forms';
import type { AccountView } from '../api/account-types';
import { useEditAccount } from '../api/edit-account';
import { accountEditFormSchema } from '../lib/account-forms';

/** Edit the account: name, required signatures, more documents. A representative's rename is reviewed first. */
export function EditAccountDialog({
  account,
  open,
  onClose,
}: {
  account: AccountView;
  open: boolean;
  onClose: () => void;
}) {
  const initial = {
    name: account.name,
    requiredSignatures: account.requiredSignatures,
    documents: [] as File[],
  };
  const form = useDomainForm(accountEditFormSchema, initial);
  const edit = useEditAccount(account.id);
  useEffect(() => {
    if (open) {
      form.reset(initial);
      edit.reset();
    }
    // Reset only when the dialog opens again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = form.handleSubmit((values) =>
    edit.mutate({
      // Unchanged values are left out, so only a real change goes to review.
      name: values.name !== account.name ? values.name : undefined,
      requiredSignatures:
        values.requiredSignatures !== account.requiredSignatures ? values.requiredSignatures : undefined,
      documents: values.documents,
    }),
  );

  return (
    <GeneralDialog
      open={open}
      onClose={edit.isPending ? undefined : onClose}
      title="Edit account"
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
            : 'The account was updated.'}
        </Alert>
      ) : (
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
      )}
    </GeneralDialog>
  );
}
