import Link from '@mui/material/Link';
import { readCompanySelection } from '../lib/company-selection';
import { reportError } from '../lib/errors/error-store';
import { HttpError } from '../lib/http-error';
import { requestToken } from '../lib/session/request-token';

/**
 * Downloads a stored document through the API. A plain link would leave without the bearer token, so the
 * file is fetched with the session's headers and handed to the browser as a download.
 */
async function download(href: string, name: string): Promise<void> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const token = await requestToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const company = readCompanySelection();
  if (company) headers.set('X-Company-Id', company.companyId);
  const response = await fetch(href, { headers });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new HttpError(
      response.status,
      body,
      (body as { message?: string } | undefined)?.message ?? response.statusText,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  URL.revokeObjectURL(url);
}

/** A document's name that downloads it (GET .../documents/{documentId}). */
export function DocumentLink({ href, name }: { href: string; name: string }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={() => void download(href, name).catch(reportError)}
      sx={{ textAlign: 'left' }}
    >
      {name}
    </Link>
  );
}
