import { useMutation } from '@tanstack/react-query';
import type { RetirementExportBody } from '@safc/domain';
import { saveBlob } from '../../../lib/download';
import { HttpError } from '../../../lib/http-error';
import { fileNameFromContentDisposition } from '../lib/content-disposition';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const FALLBACK_FILE_NAME = 'safc-retirements.csv';

/**
 * POST /api/public/export: the claimed units under the table's filters, as the CSV file the API names.
 * The shared `http` client reads answers as text or JSON; a download needs the bytes and the
 * Content-Disposition header, so this one call goes to fetch itself (like components/document-link).
 */
export async function exportRetirements(body: RetirementExportBody): Promise<DownloadedFile> {
  const response = await fetch('/api/public/export', {
    method: 'POST',
    headers: {
      Accept: 'text/csv, application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const error: unknown = await response.json().catch(() => undefined);
    const message = (error as { message?: unknown } | undefined)?.message;
    throw new HttpError(
      response.status,
      error,
      typeof message === 'string'
        ? message
        : response.statusText || `Request failed with status ${response.status}`,
    );
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), FALLBACK_FILE_NAME),
  };
}

/** Hands a fetched file to the browser as a download under its own name. */
export const saveFile = ({ blob, fileName }: DownloadedFile): void => saveBlob(blob, fileName);

/** Export button: a failure goes to the registry's error dialog with the API's message. */
export function useExportRetirements() {
  return useMutation({ mutationFn: exportRetirements, onSuccess: saveFile });
}
