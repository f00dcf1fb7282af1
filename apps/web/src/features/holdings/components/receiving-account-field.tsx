import type { FieldPath, FieldValues } from 'react-hook-form';
import { ACCOUNT_TYPE_LABELS } from '@safc/domain';
import { FormAutocompleteField, type FormControl } from '../../../components/forms';
import { useTransferTargets } from '../../../lib/api/accounts';

/**
 * The receiving account of a transfer, one block or a batch: picked by name among the accounts the sending
 * account may transfer to (itself left out); the form holds its id in `recipientId`.
 */
export function ReceivingAccountField<T extends FieldValues & { recipientId: string }>({
  control,
  sendingAccountId,
}: {
  control: FormControl<T>;
  sendingAccountId: string;
}) {
  const recipients = useTransferTargets(sendingAccountId, true);
  const options = (recipients.data?.items ?? [])
    .filter((account) => account.id !== sendingAccountId)
    .map((account) => ({
      value: account.id,
      label: `${account.name} · ${account.companyName ?? 'Private company'} (${ACCOUNT_TYPE_LABELS[account.type]})`,
    }));
  return (
    <FormAutocompleteField
      name={'recipientId' as FieldPath<T>}
      control={control}
      label="Receiving account"
      required
      options={options}
      placeholder={recipients.isPending ? 'Loading accounts…' : 'Search by account or company'}
    />
  );
}
