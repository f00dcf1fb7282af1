import { z } from 'zod';
import { checkFiles, type FileFacts } from '../uploads/check-files';
import type { UploadRule } from '../uploads/upload-rules';
import { REQUIRED } from './fields';

// File fields hold what the browser gives (File objects, passed through untouched so the form can
// send them) or the API's description of an uploaded part. Both have a name, a size and a type.

export const isFileFacts = (value: unknown): value is FileFacts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileFacts).name === 'string' &&
  typeof (value as FileFacts).size === 'number' &&
  typeof (value as FileFacts).type === 'string';

/** A list of files judged by an upload rule; a rejection reads as the rule's reason for that file. */
export function filesField<F extends FileFacts = FileFacts>(rule: UploadRule) {
  return z
    .array(z.custom<F>(isFileFacts, { error: REQUIRED }), { error: REQUIRED })
    .default([])
    .superRefine((files, ctx) => {
      const check = checkFiles(rule, files);
      for (const { file, reason } of check.rejected) {
        ctx.addIssue({ code: 'custom', message: reason, path: [files.indexOf(file)] });
      }
      if (check.error) ctx.addIssue({ code: 'custom', message: check.error });
    });
}

/**
 * A single file judged by an upload rule. The form may hold the list the person gave when it is more than
 * one file (two dropped at once): the list is refused with the rule's reason for the extra file, and the
 * form with it, until one file is left.
 */
export function fileField<F extends FileFacts = FileFacts>(rule: UploadRule) {
  // One non-aborting check, so a missing file does not hide the form's other errors.
  return z
    .custom<F>(() => true)
    .superRefine((value, ctx) => {
      const files: unknown[] = Array.isArray(value) ? value : [value];
      if (files.length === 0 || !files.every(isFileFacts))
        return ctx.addIssue({ code: 'custom', message: REQUIRED });
      const check = checkFiles({ ...rule, minFiles: 1, maxFiles: 1 }, files);
      const [rejection] = check.rejected;
      if (files.length === 1 && rejection) ctx.addIssue({ code: 'custom', message: rejection.reason });
      else if (check.error) ctx.addIssue({ code: 'custom', message: check.error });
    });
}
