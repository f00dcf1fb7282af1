import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { GeneralDialog } from '../general-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error';
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A decision with nothing to fill in (remove, close, unblock): said in words, then confirmed. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  confirmColor = 'primary',
  sending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <GeneralDialog
      open={open}
      onClose={sending ? undefined : onClose}
      title={title}
      text={text}
      actions={
        <>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color={confirmColor}
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
