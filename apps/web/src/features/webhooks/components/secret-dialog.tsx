import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { WebhookWithSecret } from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';
import { SecretShownOnce } from '../../../components/secret-shown-once';

/** An endpoint's signing secret, shown this once (after adding it or rotating its secret) with a copy button. */
export function SecretDialog({ shown, onClose }: { shown: WebhookWithSecret | null; onClose: () => void }) {
  return (
    <GeneralDialog
      open={shown !== null}
      onClose={onClose}
      title="Signing secret"
      actions={
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        Copy the secret now. It is shown only once; if it is lost, rotate the secret.
        {shown?.previousSecretValidUntil && ' The previous secret keeps signing for 24 hours.'}
      </Alert>
      <SecretShownOnce label="Signing secret" secret={shown?.secret} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Verify each delivery&apos;s <code>webhook-signature</code> with it, using any Standard Webhooks
        library.
      </Typography>
    </GeneralDialog>
  );
}
