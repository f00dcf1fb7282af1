import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { GeneralDialog } from '../../../components/general-dialog';
import type { CreatedApiToken } from '@safc/domain';

/** The new API token, shown this once with a copy button: the registry keeps only its hash. */
export function CreatedTokenDialog({
  created,
  onClose,
}: {
  created: CreatedApiToken | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.token);
    setCopied(true);
  };
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
      <Box
        component="code"
        aria-label="API token"
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
        {created?.token}
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
        Send it as <code>Authorization: Bearer &lt;token&gt;</code> with{' '}
        <code>X-Requested-With: XMLHttpRequest</code>.
      </Typography>
    </GeneralDialog>
  );
}
