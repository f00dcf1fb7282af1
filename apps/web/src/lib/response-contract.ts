import type { z } from 'zod';

/**
 * A 2xx answer that does not match the schema of its call: the page was built for another version of the
 * API (a tab left open across a deployment) or the contract drifted. Nothing of it is shown, in every build:
 * a registry page that renders a missing volume as blank is worse than one that asks to be reloaded.
 */
export class ResponseContractError extends Error {
  override readonly name = 'ResponseContractError';

  constructor(
    readonly call: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      `The registry answered ${call} in a form this page does not know (${describe(issues)}). ` +
        'Reload the page; if it happens again, tell the helpdesk.',
    );
  }
}

function describe(issues: readonly z.core.$ZodIssue[]): string {
  const [first] = issues;
  if (!first) return 'no detail';
  const where = first.path.length > 0 ? first.path.join('.') : 'the answer';
  const more = issues.length > 1 ? ` and ${issues.length - 1} more` : '';
  return `${where}: ${first.message}${more}`;
}

export function isResponseContractError(error: unknown): error is ResponseContractError {
  return error instanceof ResponseContractError;
}

/** The answer parsed with its schema: unknown fields dropped, the schema's type returned. */
export function checkedAnswer<S extends z.ZodType>(schema: S, answer: unknown, call: string): z.output<S> {
  const result = schema.safeParse(answer);
  if (!result.success) throw new ResponseContractError(call, result.error.issues);
  return result.data;
}
