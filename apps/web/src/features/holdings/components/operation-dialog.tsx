import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { REQUIRED_FIELDS_NOTE } from '../../../components/forms';
import type { UnitRow } from '../api/get-units';
import { formatVolume } from '../../../lib/format-volume';
import { modalSlotProps } from '../../../components/modal-paper';
import { CancelSaveButtons } from '../../../components/forms/cancel-save-buttons';

export interface OperationDialogProps {
  open: boolean;
  title: string;
  unit: UnitRow;
  saving: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The frame of the unit forms (transfer, split, claim, issue-meta): the block, the fields and "Save". */
export function OperationDialog({
  open,
  title,
  unit,
  saving,
  onClose,
  onSubmit,
  children,
}: OperationDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby="operation-dialog-title"
      slotProps={modalSlotProps(720)}
      fullWidth
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="operation-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {unit.serial} · {unit.typeCode} · {formatVolume(unit.freeVolume)} t free of{' '}
            {formatVolume(unit.volume)} t
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {REQUIRED_FIELDS_NOTE.charAt(0).toUpperCase() + REQUIRED_FIELDS_NOTE.slice(1)}. The action waits
            for a second person&apos;s signature.
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}>{children}</Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <CancelSaveButtons saving={saving} onCancel={onClose} />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
