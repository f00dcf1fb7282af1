import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { GeneralDialog } from '../../../components/general-dialog';
import { SecretShownOnce } from '../../../components/secret-shown-once';
import type { CreatedApiToken } from '@safc/domain';

/** The new API token, shown this once with a copy button: the registry keeps only its hash. */
export function CreatedTokenDialog({
  created,
  onClose,
}: {
  created: CreatedApiToken | null;
  onClose: () => void;
}) {
  return (
    <GeneralDialog
      open={created !== null}
      onClose={onClose}
      title={`API token "${created?.name ?? ''}"`}
      actions={
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        Copy the token now. It is shown only once: after you close this window nobody can see it again, and a
        lost token can only be revoked.
      </Alert>
      <SecretShownOnce label="API token" secret={created?.token} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Send it as <code>Authorization: Bearer &lt;token&gt;</code> with{' '}
        <code>X-Requested-With: XMLHttpRequest</code>.
      </Typography>
    </GeneralDialog>
  );
}
