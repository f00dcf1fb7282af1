import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { splitFormSchema, movableVolumeField } from '@safc/domain';
import { useDomainForm } from '../../../components/forms';
import { useSplitUnits } from '../api/split-units';
import type { UnitRow } from '../api/get-units';
import { OperationDialog } from './operation-dialog';
import { VolumeField } from '../../../components/forms/volume-field';

/** Split: the block is superseded by a child of `volume` and one of the rest (DESIGN §4). */
export function SplitDialog({
  unit,
  onClose,
  onDone,
}: {
  unit: UnitRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useDomainForm(
    useMemo(() => splitFormSchema.extend({ volume: movableVolumeField('split', unit) }), [unit]),
    { blockId: unit.id, accountId: unit.accountId, volume: '' },
  );
  const split = useSplitUnits();
  return (
    <OperationDialog
      open
      title="Split units"
      unit={unit}
      saving={split.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) =>
        split.mutate({ values, idempotencyKey: crypto.randomUUID() }, { onSuccess: onDone }),
      )}
    >
      <Typography variant="body2">
        The block is split in two: one of the volume you enter and one of the rest. Both stay in this account.
      </Typography>
      <VolumeField name="volume" control={form.control} operation="split" unit={unit} />
    </OperationDialog>
  );
}
