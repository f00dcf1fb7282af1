import type { z } from 'zod';
import { REQUIRED } from '../fields';

/** Adds 'Required' on each named field that is missing, when a condition of the form holds. */
export function requireWhen<T extends object>(
  ctx: z.RefinementCtx,
  value: T,
  condition: boolean,
  fields: readonly (keyof T & string)[],
  pathPrefix: readonly string[] = [],
): void {
  if (!condition) return;
  for (const field of fields) {
    if (value[field] === undefined)
      ctx.addIssue({ code: 'custom', message: REQUIRED, path: [...pathPrefix, field] });
  }
}
