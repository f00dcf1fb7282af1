import { ACCOUNT_DOCUMENT_RULE, ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES } from '@safc/domain';
import {
  FormDialog,
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
export function CreateAccountDialog({ onClose }: { onClose: () => void }) {
  const form = useDomainForm(accountCreateFormSchema, EMPTY);
  const create = useCreateAccount();
  return (
    <FormDialog
      title="Create account"
      submitLabel="Create"
      sending={create.isPending}
      done={
        create.isSuccess
          ? `The account ${create.data.name} was created and is awaiting review by a registry administrator.`
          : null
      }
      onSubmit={form.handleSubmit((values) =>
        create.mutate(values, { onError: (error) => showServerErrors(error, form.setError, FIELDS) }),
      )}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
