import Link from '@mui/material/Link';
import { downloadFile } from '../lib/download';
import { reportError } from '../lib/errors/error-store';

/** A document's name that downloads it (GET .../documents/{documentId}). */
export function DocumentLink({ href, name }: { href: string; name: string }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={() => void downloadFile(href, name).catch(reportError)}
      sx={{ textAlign: 'left' }}
    >
      {name}
    </Link>
  );
}
