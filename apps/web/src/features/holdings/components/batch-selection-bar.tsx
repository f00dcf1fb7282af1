import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BATCH_MAX_BLOCKS, BATCH_MIN_BLOCKS, sumVolumes } from '@safc/domain';
import { SelectionBar } from '../../../components/batch/selection-bar';
import { formatVolume } from '../../../lib/format-volume';
import type { UnitRow } from '../api/get-units';

export type BatchOperation = 'transfer' | 'claim';

export interface BatchSelectionBarProps {
  units: readonly UnitRow[];
  /** Whether every chosen block offers the operation (the same permission and block rules as its row). */
  allow: (operation: BatchOperation) => boolean;
  canAct: boolean;
  onStart: (operation: BatchOperation) => void;
  onClear: () => void;
}

/** The blocks chosen in holdings and what may be done with all of them at once (docs/decisions/042). */
export function BatchSelectionBar({ units, allow, canAct, onStart, onClear }: BatchSelectionBarProps) {
  const count = units.length;
  const sizeHint =
    count < BATCH_MIN_BLOCKS
      ? `Choose at least ${BATCH_MIN_BLOCKS} blocks for a batch`
      : count > BATCH_MAX_BLOCKS
        ? `At most ${BATCH_MAX_BLOCKS} blocks at once`
        : null;
  const enabled = (operation: BatchOperation) => canAct && sizeHint === null && allow(operation);
  return (
    <SelectionBar label="Selected units">
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
        {count} selected · {formatVolume(sumVolumes(units.map((unit) => unit.freeVolume)))} t free
      </Typography>
      {sizeHint && (
        <Typography variant="body2" color="text.secondary">
          {sizeHint}
        </Typography>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Button
        size="small"
        variant="contained"
        disabled={!enabled('transfer')}
        onClick={() => onStart('transfer')}
      >
        Transfer selected
      </Button>
      <Button size="small" variant="outlined" disabled={!enabled('claim')} onClick={() => onStart('claim')}>
        Claim selected
      </Button>
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
    </SelectionBar>
  );
}
