import { claimedFileType, type FileType } from './file-types';
import type { UploadRule } from './upload-rules';

// Forms spec §8: rejected files are listed with a reason beside them, and any rejection puts the
// form-level error "an error occurred" on the upload field.

export const UPLOAD_REJECTIONS = {
  tooLarge: 'Exceeded maximum file size',
  tooMany: 'Exceeded maximum files count',
  notSupported: 'Not supported',
} as const;
export type UploadRejection = (typeof UPLOAD_REJECTIONS)[keyof typeof UPLOAD_REJECTIONS];
export const UPLOAD_FIELD_ERROR = 'an error occurred';
export const UPLOAD_REQUIRED = 'Required';

/** What the check needs of a file: a browser File, or the API's description of an uploaded part. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

export interface FilesCheck<F extends FileFacts> {
  accepted: F[];
  rejected: { file: F; reason: UploadRejection }[];
  /** The message for the upload field, when there is one. */
  error?: string;
}

export function isTypeAccepted(rule: UploadRule, type: FileType | null): boolean {
  return rule.accept === null || (type !== null && rule.accept.includes(type));
}

/** Judges files in order: type, then size, then how many were already accepted. */
export function checkFiles<F extends FileFacts>(rule: UploadRule, files: readonly F[]): FilesCheck<F> {
  const accepted: F[] = [];
  const rejected: FilesCheck<F>['rejected'] = [];
  for (const file of files) {
    if (!isTypeAccepted(rule, claimedFileType(file)))
      rejected.push({ file, reason: UPLOAD_REJECTIONS.notSupported });
    else if (file.size > rule.maxSize) rejected.push({ file, reason: UPLOAD_REJECTIONS.tooLarge });
    else if (accepted.length >= rule.maxFiles) rejected.push({ file, reason: UPLOAD_REJECTIONS.tooMany });
    else accepted.push(file);
  }
  if (rejected.length > 0) return { accepted, rejected, error: UPLOAD_FIELD_ERROR };
  if (accepted.length < rule.minFiles) return { accepted, rejected, error: UPLOAD_REQUIRED };
  return { accepted, rejected };
}

/** The API's judgement of a stored upload: its content must be of a type the rule accepts. */
export function isContentAccepted(rule: UploadRule, detected: FileType | null): boolean {
  return isTypeAccepted(rule, detected);
}
