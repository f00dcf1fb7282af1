import { z } from 'zod';
import { textProblem, type TextKind } from './text-problem';

export * from './text-problem';

/**
 * Any text of a form or a query, trimmed, with neither control characters nor broken characters. Every text
 * field of the registry starts here, so a field added later refuses them too.
 */
export const typedText = (kind: TextKind = 'line', options: { error?: string } = {}) =>
  z
    .string(options)
    .trim()
    .superRefine((value, ctx) => {
      const problem = textProblem(value, kind);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    });
