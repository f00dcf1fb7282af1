import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDateAs } from '@safc/domain';

export interface DraftNoticeProps {
  savedAt: Date;
  documentToChooseAgain: { name: string } | null;
  onDiscard: () => void;
}

/** Says that the wizard opened on a kept draft, and offers to start afresh (issue 45 item 5). */
export function DraftNotice({ savedAt, documentToChooseAgain, onDiscard }: DraftNoticeProps) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          Discard the draft
        </Button>
      }
    >
      Your draft of {formatDateAs('dateTime', savedAt)} is restored.
      {documentToChooseAgain &&
        ` Choose the document ${documentToChooseAgain.name} again: it was too large to keep in the draft.`}
    </Alert>
  );
}
