import { useMemo } from 'react';
import { transferFormSchema, ACCOUNT_TYPE_LABELS, movableVolumeField } from '@safc/domain';
import { FormAutocompleteField, useDomainForm } from '../../../components/forms';
import { useTransferTargets } from '../../../lib/api/accounts';
import { useTransferUnits } from '../api/transfer-units';
import type { UnitRow } from '../api/get-units';
import { OperationDialog } from './operation-dialog';
import { VolumeField } from '../../../components/forms/volume-field';

/**
 * Transfer: the receiving account is picked by name; the form holds its id (the spec's hidden recipient
 * id). After the signatures the receiving account accepts, unless it trusts this account (DESIGN §5).
 */
export function TransferDialog({
  unit,
  onClose,
  onDone,
}: {
  unit: UnitRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useDomainForm(
    useMemo(() => transferFormSchema.extend({ volume: movableVolumeField('transfer', unit) }), [unit]),
    {
      blockId: unit.id,
      accountId: unit.accountId,
      recipientId: '',
      volume: '',
    },
  );
  const recipients = useTransferTargets(unit.accountId, true);
  const transfer = useTransferUnits();
  const options = (recipients.data?.items ?? [])
    .filter((account) => account.id !== unit.accountId)
    .map((account) => ({
      value: account.id,
      label: `${account.name} · ${account.companyName ?? 'Private company'} (${ACCOUNT_TYPE_LABELS[account.type]})`,
    }));
  return (
    <OperationDialog
      open
      title="Transfer units"
      unit={unit}
      saving={transfer.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) =>
        transfer.mutate({ values, idempotencyKey: crypto.randomUUID() }, { onSuccess: onDone }),
      )}
    >
      <FormAutocompleteField
        name="recipientId"
        control={form.control}
        label="Receiving account"
        required
        options={options}
        placeholder={recipients.isPending ? 'Loading accounts…' : 'Search by account or company'}
      />
      <VolumeField name="volume" control={form.control} operation="transfer" unit={unit} />
    </OperationDialog>
  );
}
