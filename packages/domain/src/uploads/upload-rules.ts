import {
  DOCUMENT_MAX_FILE_SIZE,
  GENERIC_MAX_FILE_SIZE,
  GENERIC_MAX_FILES,
  ONBOARDING_MAX_FILES,
  ONBOARDING_MIN_FILES,
} from '../constants';
import { FILE_TYPE_CATALOGUE, type FileType } from './file-types';

// Forms spec §5 "Generic upload defaults" and the upload rules of the issue and onboarding forms.

export interface UploadRule {
  /** Accepted types; null accepts any type. */
  accept: readonly FileType[] | null;
  minFiles: number;
  maxFiles: number;
  /** Bytes per file. */
  maxSize: number;
}

/** Maximum 10 files, 3 MB per file (3 x 1024 x 1024 bytes), multiple files allowed. */
export const GENERIC_UPLOAD_RULE: UploadRule = {
  accept: null,
  minFiles: 0,
  maxFiles: GENERIC_MAX_FILES,
  maxSize: GENERIC_MAX_FILE_SIZE,
};

/** The issue form's proof of sustainability or compliance: one csv or pdf, at most 10 MB. */
export const ISSUE_UPLOAD_RULE: UploadRule = {
  accept: ['csv', 'pdf'],
  minFiles: 1,
  maxFiles: 1,
  maxSize: DOCUMENT_MAX_FILE_SIZE,
};

/** Onboarding's supporting documents: 1 to 10 files, each at most 10 MB, PNG, JPEG or PDF. */
export const ONBOARDING_UPLOAD_RULE: UploadRule = {
  accept: ['png', 'jpeg', 'pdf'],
  minFiles: ONBOARDING_MIN_FILES,
  maxFiles: ONBOARDING_MAX_FILES,
  maxSize: DOCUMENT_MAX_FILE_SIZE,
};

/** Helpdesk screenshots: images within the generic limits. */
export const HELPDESK_SCREENSHOT_RULE: UploadRule = { ...GENERIC_UPLOAD_RULE, accept: ['png', 'jpeg'] };

/** Account documents (account create and edit): the generic limits, documents and images. */
export const ACCOUNT_DOCUMENT_RULE: UploadRule = { ...GENERIC_UPLOAD_RULE, accept: ['pdf', 'png', 'jpeg'] };

/** The `accept` attribute of the file input: MIME types and extensions. */
export function acceptAttribute(rule: UploadRule): string | undefined {
  if (!rule.accept) return undefined;
  return rule.accept
    .flatMap((type) => [...FILE_TYPE_CATALOGUE[type].mimeTypes, ...FILE_TYPE_CATALOGUE[type].extensions])
    .join(',');
}
