import { z } from 'zod';
import { textProblem, type TextKind } from './text-problem';

export * from './text-problem';

/**
 * Any text of a form or a query, trimmed, with neither control characters nor broken characters. Every text
 * field of the registry starts here, so a field added later refuses them too.
 *
 * `error` is for a value that is missing or not text. Zod also gives a schema's own error to every check of
 * it that names none, so a required name of 400 characters read "Required" under the field it filled.
 */
export const typedText = (kind: TextKind = 'line', options: { error?: string } = {}) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? options.error : undefined) })
    .trim()
    .superRefine((value, ctx) => {
      const problem = textProblem(value, kind);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    });
