import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { GeneralDialog } from '../general-dialog';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** The form's call is under way: the buttons wait and the dialog cannot be closed. */
  sending: boolean;
  /** Once the call succeeded, what to say instead of the form (with only "Close" left); null until then. */
  done: ReactNode | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of an administration form in a dialog (invite, edit, create, send documents): the fields, then
 * Cancel and the submit button, then the outcome. Mount it only while it is open (`{open && <... />}`), as
 * the unit dialogs are: each opening starts from a fresh form and mutation, with no effect to reset them.
 */
export function FormDialog({
  title,
  submitLabel,
  sending,
  done,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <GeneralDialog
      open
      onClose={sending ? undefined : onClose}
      title={title}
      actions={
        done !== null ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={sending}
              startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={onSubmit}
            >
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {done !== null ? <Alert severity="success">{done}</Alert> : children}
    </GeneralDialog>
  );
}

/** The outcome of a change that a representative asks for and an administrator makes at once. */
export const changeOutcome = (requestId: string | null | undefined, applied: string): string =>
  requestId ? 'Your change was sent to a registry administrator for review.' : applied;
