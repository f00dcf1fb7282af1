import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useSelector } from '@xstate/react';
import { messageForPeople } from '@safc/domain';
import { apiErrorBodyOf } from '../lib/http-error';
import type { ErrorActor } from '../lib/errors/error-actor';
import { clearError } from '../lib/errors/error-store';
import { GeneralDialog } from './general-dialog';

/**
 * The global error dialog (platform spec §2): open while the error machine holds an error. It shows the
 * error ID and the message chosen by platform spec §8, detail pairs in brackets included, over the refusal
 * in the form's own words (messageForPeople: no field path, no status code; docs/decisions/124).
 * Loaded with the machine on the first error (components/error-dialog-host.tsx).
 */
export function ErrorDialog({ errorActor }: { errorActor: ErrorActor }) {
  const open = useSelector(errorActor, (snapshot) => snapshot.matches('error'));
  const error = useSelector(errorActor, (snapshot) => snapshot.context.error);
  const errorId = apiErrorBodyOf(error)?.errorId;
  return (
    <GeneralDialog
      open={open}
      onClose={clearError}
      icon={<ErrorOutlineIcon color="error" />}
      title="Error"
      text={
        <>
          {errorId && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              Error ID: <strong>{errorId}</strong>
            </Typography>
          )}
          <Typography sx={{ wordBreak: 'break-word' }}>{messageForPeople(error)}</Typography>
        </>
      }
      actions={
        <Button variant="contained" onClick={clearError}>
          Close
        </Button>
      }
    />
  );
}
