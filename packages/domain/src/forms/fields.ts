import { z } from 'zod';
import { typedText } from './typed-text';

// Field rules shared by the forms (forms spec §5). A missing value reads 'Required' everywhere.

export const REQUIRED = 'Required';
export const INVALID_EMAIL = 'Enter a valid email address';
export const INVALID_ID = 'Must be an id (a UUID)';

export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GUID_LENGTH = 36;

/**
 * Digits typed for a whole number ('12', ' 3 ') as a number; anything else as it came, for the number schema
 * to refuse. No whole number the registry asks for has more than a few digits: a longer text is not read.
 */
export const wholeNumberFromText = (value: unknown): unknown =>
  typeof value === 'string' && value.length <= 32 && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/** Blank text, null and undefined all mean "not given". */
export const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * The registry's lengths for one-line identity fields (docs/decisions/082): names, address lines and websites
 * as an account or a profile already holds them (200), phone numbers as the profile (50), postcodes 20.
 */
export const TEXT_LIMITS = { name: 200, phone: 50, postcode: 20 } as const;

/**
 * The most a single line holds where its field names no length of its own (docs/decisions/085): a batch
 * number, a certificate number, a claim's outside beneficiary. Without it a line took whatever the request's
 * size allowed, and printed on the public certificate and pages as typed.
 */
export const LINE_MAX = 500;
const atMost = (max: number) => `At most ${max} characters`;
/**
 * A length check that ends the field's checks when it fails: zod runs every check otherwise, so a pattern
 * after it would still read a text of any length the body carries (issue 39).
 */
const lengthBound = (max: number) => ({ message: atMost(max), abort: true });

/** A required single line of at most `max` characters. */
export const requiredLine = (max: number) =>
  typedText('line', { error: REQUIRED }).min(1, REQUIRED).max(max, lengthBound(max));

/** An optional single line of at most `max` characters. */
export const optionalLine = (max: number) =>
  z.preprocess(blankToUndefined, typedText('line').min(1).max(max, lengthBound(max)).optional());

/**
 * Text fields need at least 1 character (after trimming); a single line refuses tabs and line breaks too, and
 * holds at most LINE_MAX characters. A field with a lower limit is a requiredLine(max) of its own: a second
 * `.max()` after this one would be judged after it, and a long value would be told the larger limit.
 */
export const requiredText = () => requiredLine(LINE_MAX);

export const optionalText = () => optionalLine(LINE_MAX);

/** A text area (a reason, a comment, a description): tabs and line breaks are part of what was typed. */
export const requiredTextArea = (max: number) =>
  typedText('textArea', { error: REQUIRED }).min(1, REQUIRED).max(max, lengthBound(max));

export const optionalTextArea = (max: number) =>
  z.preprocess(blankToUndefined, typedText('textArea').max(max, lengthBound(max)).optional());

/** Ids are UUIDs (any version: the database makes them). */
export const idField = () =>
  typedText('line', { error: REQUIRED })
    .min(1, { message: REQUIRED, abort: true })
    .max(GUID_LENGTH, { message: INVALID_ID, abort: true })
    .regex(GUID, INVALID_ID);

export const optionalIdField = () => z.preprocess(blankToUndefined, idField().optional());

/** The longest address mail can carry (RFC 5321: a path of 256 octets less its brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** The longest part before the @ (RFC 5321 §4.5.3.1.1). */
const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// An address no mail server takes is not a valid e-mail: one of 300 characters was accepted for an
// invitation, which could never arrive.
export const emailField = () =>
  typedText('line', { error: REQUIRED })
    .min(1, { message: REQUIRED, abort: true })
    .max(EMAIL_MAX_LENGTH, { message: `At most ${EMAIL_MAX_LENGTH} characters`, abort: true })
    .pipe(
      z
        .email(INVALID_EMAIL)
        .refine((email) => email.split('@')[0]!.length <= EMAIL_LOCAL_PART_MAX_LENGTH, INVALID_EMAIL),
    );

export const optionalEmailField = () => z.preprocess(blankToUndefined, emailField().optional());

/** What a value outside a fixed list reads: the list itself. */
export const mustBeOneOf = (values: readonly unknown[]): string =>
  `Must be one of: ${values.map(String).join(', ')}`;

/**
 * One of a fixed list (a select, a radio group). Nothing chosen reads 'Required'; a value that is not one of
 * the list (only an API client can send one) names the list rather than calling a value it sent missing.
 */
export const choiceField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? REQUIRED
        : mustBeOneOf(values),
  });

/** Checkboxes and yes/no radios send booleans, or 'true'/'false' from multipart forms. */
export const booleanField = () =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: REQUIRED }),
  );

/** A list without repeats: repeats are dropped rather than refused, as a multi-select would. */
export const uniqueList = <T extends z.ZodType<string>>(item: T) =>
  z
    .array(item)
    .default([])
    .transform((values) => [...new Set(values)]);
