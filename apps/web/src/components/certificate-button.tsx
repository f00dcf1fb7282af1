import { useState } from 'react';
import { PlainButton } from './plain-button';
import { Spinner } from './spinner';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { downloadFile } from '../lib/download';
import { reportError } from '../lib/errors/error-store';

/** GET /api/public/units/{serial or id}/certificate (docs/decisions/021): public, no sign-in needed. */
export const certificatePath = (unit: string): string =>
  `/api/public/units/${encodeURIComponent(unit)}/certificate`;

/**
 * Downloads a claimed unit's retirement certificate (one-page PDF), from the public unit page and from the
 * signed-in unit view alike. A failure goes to the registry's error dialog with the API's message.
 */
export function CertificateButton({ unit, serial }: { unit: string; serial: string }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadFile(certificatePath(unit), `retirement-certificate-${serial}.pdf`)
      .catch(reportError)
      .finally(() => setBusy(false));
  };
  return (
    <PlainButton
      variant="outlined"
      onClick={download}
      disabled={busy}
      startIcon={busy ? <Spinner size={16} /> : <PictureAsPdfOutlinedIcon />}
    >
      Retirement certificate
    </PlainButton>
  );
}
