import { useState } from 'react';
import Button from '@mui/material/Button';
import { compareDecimals, unitRemovalSchema } from '@safc/domain';
import { TextDialog } from '../../../components/forms';
import { useRemoveUnit } from '../api/remove-unit';
import type { UnitDetail } from '../api/get-unit';
import { tonnes } from '../../../components/issue-form-view/format-values';

/** "Remove unit": a registry administrator takes an active unit issued in error out of use, with a reason. */
export function RemoveUnitAction({ unit }: { unit: UnitDetail }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveUnit(unit.id);
  const reserved = compareDecimals(unit.reservedVolume, '0') > 0;
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Remove unit
      </Button>
      <TextDialog
        open={open}
        title={`Remove ${unit.serial}`}
        text={
          reserved
            ? `${tonnes(unit.reservedVolume)} of this unit is reserved by pending actions: cancel or reject them before removing it.`
            : `Remove ${tonnes(unit.volume)} issued in error. The unit stays in the ledger as removed and can no longer be transferred, split, claimed or unbundled. Its holders see the reason, and it is logged.`
        }
        schema={unitRemovalSchema}
        field="reason"
        label="Reason"
        required
        confirmLabel="Remove unit"
        confirmColor="error"
        sending={remove.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(body) => remove.mutate(body, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
