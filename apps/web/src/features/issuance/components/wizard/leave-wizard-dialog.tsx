import Button from '@mui/material/Button';
import { GeneralDialog } from '../../../../components/general-dialog';

export interface LeaveWizardDialogProps {
  open: boolean;
  accountName: string;
  /** The chosen document when it is too large to keep with the draft. */
  documentNotKept: string | null;
  onStay: () => void;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Cancel with answers given (issue 45 item 5): leave them as a draft, throw them away, or stay. */
export function LeaveWizardDialog({
  open,
  accountName,
  documentNotKept,
  onStay,
  onKeep,
  onDiscard,
}: LeaveWizardDialogProps) {
  return (
    <GeneralDialog
      open={open}
      onClose={onStay}
      title="Leave the issue form?"
      text={
        <>
          Your answers can stay as a draft in this browser: <strong>Issue SAFcA</strong> for {accountName}{' '}
          opens them again.
          {documentNotKept &&
            ` The document ${documentNotKept} is too large to keep in the draft: you will choose it again.`}
        </>
      }
      actions={
        <>
          <Button onClick={onStay}>Keep editing</Button>
          <Button color="error" onClick={onDiscard}>
            Discard the draft
          </Button>
          <Button variant="contained" onClick={onKeep}>
            Keep the draft and leave
          </Button>
        </>
      }
    />
  );
}
