import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ACCOUNT_DOCUMENT_RULE, ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES } from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import {
  FormFileUploadField,
  FormSection,
  FormSelectField,
  FormTextField,
  showServerErrors,
  useDomainForm,
} from '../../../components/forms';
import { useCreateAccount } from '../api/create-account';
import { accountCreateFormSchema } from '../lib/account-forms';

const TYPE_OPTIONS = ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] }));
const EMPTY = { name: '', type: undefined, requiredSignatures: 1, documents: [] as File[] };
const FIELDS = ['name', 'type', 'requiredSignatures', 'documents'] as const;

/** Create account: name, type, required signatures and documents. The account awaits review. */
export function CreateAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useDomainForm(accountCreateFormSchema, EMPTY);
  const create = useCreateAccount();
  useEffect(() => {
    if (open) {
      form.reset(EMPTY);
      create.reset();
    }
    // Reset only when the dialog opens again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <GeneralDialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      title="Create account"
      actions={
        create.isSuccess ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={create.isPending}
              startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={form.handleSubmit((values) =>
                create.mutate(values, { onError: (error) => showServerErrors(error, form.setError, FIELDS) }),
              )}
            >
              Create
            </Button>
          </>
        )
      }
    >
      {create.isSuccess ? (
        <Alert severity="success">
          The account {create.data.name} was created and is awaiting review by a registry administrator.
        </Alert>
      ) : (
        <FormSection requiredNote>
          <FormTextField control={form.control} name="name" label="Account name" required />
          <FormSelectField
            control={form.control}
            name="type"
            label="Account type"
            required
            options={TYPE_OPTIONS}
          />
          <FormTextField
            control={form.control}
            name="requiredSignatures"
            label="Required signatures"
            required
            type="number"
            helperText="How many approvers must sign each action on the account"
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
