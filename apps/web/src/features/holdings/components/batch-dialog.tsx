import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { sumVolumes } from '@safc/domain';
import { REQUIRED_FIELDS_NOTE } from '../../../components/forms';
import { BatchOutcomeList } from '../../../components/batch/batch-outcome-list';
import type { BatchOutcomes } from '../../../components/batch/batch-outcomes';
import { modalSlotProps } from '../../../components/modal-paper';
import { CancelSaveButtons } from '../../../components/forms/cancel-save-buttons';
import { formatVolume } from '../../../lib/format-volume';
import type { UnitRow } from '../api/get-units';

export interface BatchDialogProps {
  title: string;
  units: readonly UnitRow[];
  saving: boolean;
  /** Set once the API answered: what happened to each block. */
  outcomes: BatchOutcomes | null;
  /** True when the batch started: the form gives way to the outcome and "Close". */
  started: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The frame of the batch forms (docs/decisions/042): the blocks chosen, each going whole, the fields shared
 * by all of them, and after "Save" what happened to each block.
 */
export function BatchDialog({
  title,
  units,
  saving,
  outcomes,
  started,
  onClose,
  onSubmit,
  children,
}: BatchDialogProps) {
  const total = sumVolumes(units.map((unit) => unit.freeVolume));
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby="batch-dialog-title"
      slotProps={modalSlotProps(720)}
      fullWidth
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="batch-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {units.length} blocks, each whole: {formatVolume(total)} t in all. One action per block; a second
            person signs them all at once. If one block cannot go, none goes.
          </Typography>
          {outcomes ? (
            <BatchOutcomeList outcomes={outcomes} label="What happened to each block" />
          ) : (
            <Box component="ul" aria-label="Blocks in this batch" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
              {units.map((unit) => (
                <li key={unit.id}>
                  {unit.serial} · {unit.typeCode} · {formatVolume(unit.freeVolume)} t
                </li>
              ))}
            </Box>
          )}
          {!started && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
                {REQUIRED_FIELDS_NOTE.charAt(0).toUpperCase() + REQUIRED_FIELDS_NOTE.slice(1)}.
              </Typography>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}>{children}</Box>
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {started ? (
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          ) : (
            <CancelSaveButtons saving={saving} onCancel={onClose} />
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
