import { readCompanySelection } from './company-selection';
import { HttpError } from './http-error';
import { requestToken } from './session/request-token';

export interface FetchFileOptions {
  /** Stops the download (a Cancel button). */
  signal?: AbortSignal;
  /** Told the bytes received so far, each time more arrive. */
  onProgress?: (bytes: number) => void;
}

/**
 * Fetches a file from the API with the session's headers (a plain link would leave without the bearer
 * token): documents, invoice PDFs, exports.
 */
export async function fetchFile(href: string, options: FetchFileOptions = {}): Promise<Blob> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const token = await requestToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const company = readCompanySelection();
  if (company) headers.set('X-Company-Id', company.companyId);
  const response = await fetch(href, { headers, signal: options.signal });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new HttpError(
      response.status,
      body,
      (body as { message?: string } | undefined)?.message ?? response.statusText,
    );
  }
  const { onProgress } = options;
  if (!onProgress || !response.body) return response.blob();
  // A streamed export has no length to announce: count what has arrived, as it arrives.
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? undefined });
}

/** Hands a fetched file to the browser as a download under the name given. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next tick: some browsers start reading the object URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches and saves in one go. */
export const downloadFile = async (href: string, name: string): Promise<void> =>
  saveBlob(await fetchFile(href), name);
