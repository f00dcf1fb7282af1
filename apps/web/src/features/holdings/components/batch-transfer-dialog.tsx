import { batchTransferFormSchema, ACCOUNT_TYPE_LABELS } from '@safc/domain';
import { FormAutocompleteField, useDomainForm } from '../../../components/forms';
import { useTransferTargets } from '../../../lib/api/accounts';
import type { UnitRow } from '../api/get-units';
import { useBatchStart } from '../lib/use-batch-start';
import { BatchDialog } from './batch-dialog';

/** Transfer several blocks of one account, each whole, to one receiving account (docs/decisions/042). */
export function BatchTransferDialog({
  units,
  onClose,
}: {
  units: readonly UnitRow[];
  onClose: (started: boolean) => void;
}) {
  const accountId = units[0]?.accountId ?? '';
  const form = useDomainForm(batchTransferFormSchema, {
    blockIds: units.map((unit) => unit.id),
    accountId,
    recipientId: '',
  });
  const recipients = useTransferTargets(accountId, true);
  const batch = useBatchStart(units);
  const options = (recipients.data?.items ?? [])
    .filter((account) => account.id !== accountId)
    .map((account) => ({
      value: account.id,
      label: `${account.name} · ${account.companyName ?? 'Private company'} (${ACCOUNT_TYPE_LABELS[account.type]})`,
    }));
  return (
    <BatchDialog
      title="Transfer selected units"
      units={units}
      saving={batch.saving}
      outcomes={batch.outcomes}
      started={batch.started}
      onClose={() => onClose(batch.started)}
      onSubmit={form.handleSubmit((values) => batch.submit({ operation: 'transfer', values }))}
    >
      <FormAutocompleteField
        name="recipientId"
        control={form.control}
        label="Receiving account"
        required
        options={options}
        placeholder={recipients.isPending ? 'Loading accounts…' : 'Search by account or company'}
      />
    </BatchDialog>
  );
}
