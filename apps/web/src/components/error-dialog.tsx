import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useSelector } from '@xstate/react';
import { chooseErrorMessage } from '@safc/domain';
import { apiErrorBodyOf } from '../lib/http-error';
import { clearError, errorActor } from '../lib/errors/error-store';
import { GeneralDialog } from './general-dialog';

/** The global error dialog (platform spec §2): open while the error machine holds an error. */
export function ErrorDialog() {
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
          <Typography sx={{ wordBreak: 'break-word' }}>{chooseErrorMessage(error)}</Typography>
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
