import { batchTransferFormSchema } from '@safc/domain';
import { useDomainForm } from '../../../components/forms';
import { ReceivingAccountField } from './receiving-account-field';
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
  const batch = useBatchStart(units);
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
      <ReceivingAccountField control={form.control} sendingAccountId={accountId} />
    </BatchDialog>
  );
}
