import type { z } from 'zod';
import { INVALID_ID, mustBeOneOf, REQUIRED } from '../forms/fields';

// What a refused value reads when its schema names no message of its own: the forms' words ('Required',
// 'Must be a number') rather than the parser's ('Invalid input: expected number, received NaN'). The forms'
// own messages (forms spec §5) are set on their fields and always win over these; these reach mostly API
// clients, whose query strings and bodies name the field before the message (`querystring.pageSize: ...`).

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const TYPE_WORDS: Partial<Record<string, string>> = {
  number: 'Must be a number',
  int: 'Must be a whole number',
  bigint: 'Must be a whole number',
  string: 'Must be text',
  boolean: 'Must be true or false',
  array: 'Must be a list',
  object: 'Must be an object',
  record: 'Must be an object',
  date: 'Must be a date',
};

const FORMAT_WORDS: Partial<Record<string, string>> = {
  uuid: INVALID_ID,
  guid: INVALID_ID,
  email: 'Enter a valid email address',
  url: 'Must be a web address',
  datetime: 'Must be a date and time (ISO 8601, such as 2026-11-29T10:00:00Z)',
  date: 'Must be a date (YYYY-MM-DD)',
};

const isCount = (origin: string) => origin === 'string' || origin === 'array' || origin === 'set';
const countOf = (origin: string, n: number | bigint) =>
  `${n} ${origin === 'string' ? 'character' : 'item'}${n === 1 || n === 1n ? '' : 's'}`;

/**
 * A value that fits none of a union's shapes (a day or a moment): its shapes' plain messages joined, 'Must be
 * a date and time (...) or a date (YYYY-MM-DD)', where each shape refused it for one reason that reads so.
 */
function eitherOf(branches: readonly (readonly { message: string }[])[]): string | undefined {
  const messages = branches.map((issues) => (issues.length === 1 ? issues[0]!.message : ''));
  if (messages.length < 2 || !messages.every((message) => message.startsWith('Must be '))) return undefined;
  return messages.map((message, i) => (i === 0 ? message : message.slice('Must be '.length))).join(' or ');
}

/** A shape picked by one of its fields (an invoice's move by its `status`) where that field is missing or none of the list. */
function choiceOf(issue: { input?: unknown; discriminator?: PropertyKey; options?: readonly unknown[] }) {
  const picked =
    issue.input !== null && typeof issue.input === 'object' && issue.discriminator !== undefined
      ? (issue.input as Record<PropertyKey, unknown>)[issue.discriminator]
      : undefined;
  return picked === undefined ? REQUIRED : mustBeOneOf(issue.options ?? []);
}

/** The plain message of an issue, or undefined to keep the parser's own (codes with nothing better to say). */
export function plainIssueMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return REQUIRED;
      return TYPE_WORDS[issue.expected];
    case 'too_big':
      if (isCount(issue.origin)) return `At most ${countOf(issue.origin, issue.maximum)}`;
      return issue.inclusive === false
        ? `Must be less than ${issue.maximum}`
        : `Must be at most ${issue.maximum}`;
    case 'too_small':
      if (isCount(issue.origin)) return `At least ${countOf(issue.origin, issue.minimum)}`;
      return issue.inclusive === false
        ? `Must be more than ${issue.minimum}`
        : `Must be at least ${issue.minimum}`;
    case 'invalid_format':
      return FORMAT_WORDS[issue.format];
    case 'invalid_value':
      return mustBeOneOf(issue.values);
    case 'invalid_union':
      return issue.options ? choiceOf(issue) : eitherOf(issue.errors);
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`;
    default:
      return undefined;
  }
}
