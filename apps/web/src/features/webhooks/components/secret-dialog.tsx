import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { WebhookWithSecret } from '@safc/domain';
import { GeneralDialog } from '../../../components/general-dialog';

/** An endpoint's signing secret, shown this once (after adding it or rotating its secret) with a copy button. */
export function SecretDialog({ shown, onClose }: { shown: WebhookWithSecret | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!shown) return;
    await navigator.clipboard.writeText(shown.secret);
    setCopied(true);
  };
  return (
    <GeneralDialog
      open={shown !== null}
      onClose={() => {
        setCopied(false);
        onClose();
      }}
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
      <Box
        component="code"
        aria-label="Signing secret"
        sx={{
          display: 'block',
          p: 1.5,
          bgcolor: 'background.default',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          wordBreak: 'break-all',
          fontSize: 14,
        }}
      >
        {shown?.secret}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1.5 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy
        </Button>
        {copied && (
          <Typography variant="body2" color="success.main" role="status">
            Copied
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Verify each delivery&apos;s <code>webhook-signature</code> with it, using any Standard Webhooks
        library.
      </Typography>
    </GeneralDialog>
  );
}
