import {
  checkFiles,
  detectFileType,
  isContentAccepted,
  UPLOAD_REJECTIONS,
  type FileType,
  type UploadRule,
} from '@safc/domain';
import { AppError } from '../../errors/app-error';
import type { UploadedPart } from '../../plugins/multipart';

/** A file that passed its rule, with the type read from its content (what is stored as content_type). */
export interface AcceptedUpload extends UploadedPart {
  detectedType: FileType;
}

const CONTENT_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  csv: 'text/csv',
};
export const contentTypeOf = (type: FileType): string => CONTENT_TYPES[type];

/**
 * Judges the files of one form field with the domain's rule, first as the browser does (name, claimed type,
 * size, count), then by content: an ELF renamed report.pdf claims to be a PDF and is still "Not supported".
 * Any rejection refuses the whole form before anything is stored, with a 400 naming the field and each file.
 */
export function checkUploads(
  field: string,
  rule: UploadRule,
  parts: readonly UploadedPart[],
): AcceptedUpload[] {
  const files = parts.filter((part) => part.field === field);
  const check = checkFiles(rule, files);
  const details: Record<string, string> = {};
  for (const { file, reason } of check.rejected) details[`body.${field}.${files.indexOf(file)}`] = reason;

  const accepted: AcceptedUpload[] = [];
  for (const file of check.accepted) {
    const detectedType = detectFileType(file.bytes.subarray(0, 512));
    if (!detectedType || !isContentAccepted(rule, detectedType)) {
      details[`body.${field}.${files.indexOf(file)}`] = UPLOAD_REJECTIONS.notSupported;
    } else accepted.push({ ...file, detectedType });
  }

  const rejections = Object.entries(details);
  if (rejections.length > 0) {
    const [path, reason] = rejections[0]!;
    const name = files[Number(path.split('.').pop())]?.name ?? '';
    throw AppError.badRequest(`body.${field}: ${reason} (${name})`, {
      [`body.${field}`]: reason,
      ...details,
    });
  }
  if (check.error)
    throw AppError.badRequest(`body.${field}: ${check.error}`, { [`body.${field}`]: check.error });
  return accepted;
}

/** Parts sent under a field the form does not know are refused, rather than silently dropped. */
export function refuseUnknownFiles(parts: readonly UploadedPart[], knownFields: readonly string[]): void {
  const stray = parts.find((part) => !knownFields.includes(part.field));
  if (stray)
    throw AppError.badRequest(`body.${stray.field}: Unexpected file field`, {
      [`body.${stray.field}`]: 'Unexpected file field',
    });
}
