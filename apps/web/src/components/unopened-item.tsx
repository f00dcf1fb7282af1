import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';

/**
 * A detail page whose item the API did not give (not found, or not the user's to see: the API answers 404
 * for both): says so in place, with the way back to the list, under the error dialog the call showed.
 */
export function UnopenedItem({ what, back }: { what: string; back: { to: string; label: string } }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
          {back.label}
        </Button>
      }
    >
      This {what} could not be opened.
    </Alert>
  );
}
