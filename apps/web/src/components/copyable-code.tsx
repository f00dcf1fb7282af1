import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

/** A value to paste elsewhere (a secret, a key, a configuration line), shown whole with a copy button. */
export function CopyableCode({ label, text }: { label: string; text: string | undefined }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!text) return;
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <>
      <Box
        component="code"
        aria-label={label}
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
        {text}
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
    </>
  );
}
