import { useMemo } from 'react';
import { transferFormSchema, movableVolumeField } from '@safc/domain';
import { useDomainForm } from '../../../components/forms';
import { ReceivingAccountField } from './receiving-account-field';
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
  const transfer = useTransferUnits();
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
      <ReceivingAccountField control={form.control} sendingAccountId={unit.accountId} />
      <VolumeField name="volume" control={form.control} operation="transfer" unit={unit} />
    </OperationDialog>
  );
}
