import { describe, expect, it } from 'vitest';
import { accountCreateSchema, accountEditSchema } from '../requests/account-requests';
import { apiTokenCreateSchema } from '../requests/token-requests';
import { userUpdateSchema } from '../requests/user-requests';
import { helpdeskTicketSchema } from './helpdesk-ticket';
import {
  LINE_MAX,
  emailField,
  idField,
  optionalText,
  optionalTextArea,
  requiredLine,
  requiredText,
} from './fields';
import { BROKEN_CHARACTER_MESSAGE, CONTROL_CHARACTER_MESSAGE, textProblem } from './typed-text';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('typed text: no control characters, no broken characters', () => {
  it.each([
    ['a NUL', 'a\u0000b', CONTROL_CHARACTER_MESSAGE],
    ['a bell (C0)', 'a\u0007b', CONTROL_CHARACTER_MESSAGE],
    ['an escape (C0)', 'a\u001bb', CONTROL_CHARACTER_MESSAGE],
    ['a DEL', 'a\u007fb', CONTROL_CHARACTER_MESSAGE],
    ['a C1 control', 'a\u0085b', CONTROL_CHARACTER_MESSAGE],
    ['a lone high surrogate', 'a\ud800b', BROKEN_CHARACTER_MESSAGE],
    ['a lone high surrogate at the end', 'ab\udbff', BROKEN_CHARACTER_MESSAGE],
    ['a lone low surrogate', 'a\udc00b', BROKEN_CHARACTER_MESSAGE],
    ['a tab on a single line', 'a\tb', CONTROL_CHARACTER_MESSAGE],
    ['a line break on a single line', 'a\nb', CONTROL_CHARACTER_MESSAGE],
  ])('a single line refuses %s', (_what, value, message) => {
    expect(textProblem(value, 'line')).toBe(message);
  });

  it.each([
    ['letters of any script', 'Økonomi Ŝkodo 航空燃料'],
    ['a surrogate pair (an emoji)', 'SAF ✈️ 🌱'],
    ['an empty text', ''],
  ])('a single line keeps %s', (_what, value) => {
    expect(textProblem(value, 'line')).toBeUndefined();
  });

  it('a text area keeps tabs and line breaks (browsers send CR LF) but refuses NUL and surrogates', () => {
    expect(textProblem('line one\r\nline two\n\tindented', 'textArea')).toBeUndefined();
    expect(textProblem('a\u0000b', 'textArea')).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(textProblem('a\u000bb', 'textArea')).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(textProblem('a\udfffb', 'textArea')).toBe(BROKEN_CHARACTER_MESSAGE);
  });

  it('every text field of the domain refuses them with a field error', () => {
    expect(messageOf(requiredText().safeParse('Nordic\u0000'))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(messageOf(emailField().safeParse('rep\u0000@nordic.example'))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(messageOf(idField().safeParse('\ud800'))).toBe(BROKEN_CHARACTER_MESSAGE);
    expect(messageOf(optionalTextArea(100).safeParse('fine\u0000'))).toBe(CONTROL_CHARACTER_MESSAGE);
    const profile = userUpdateSchema.safeParse({ name: 'Ann', phone: '+47\u0000' });
    expect(profile.error?.issues[0]).toMatchObject({ path: ['phone'], message: CONTROL_CHARACTER_MESSAGE });
  });

  it('trims before judging, so surrounding whitespace and line breaks are not refused on a single line', () => {
    expect(requiredText().parse('  Nordic Renewable Fuels\n')).toBe('Nordic Renewable Fuels');
  });

  it('the helpdesk description is a text area: several lines are a description', () => {
    const ticket = helpdeskTicketSchema.safeParse({
      type: 'technicalIssue',
      description: 'The page breaks:\r\n\t1. open holdings\r\n\t2. click transfer',
      screenshots: [],
    });
    expect(ticket.success).toBe(true);
  });
});

// Walked 2026-11-29: an invitation went to an address of 300 characters, which no mail server takes.
describe('e-mail fields: only an address mail can carry (forms spec §5 "Email fields must be valid emails")', () => {
  const local = (length: number) => 'a'.repeat(length);
  it('refuses more than 254 characters, and a part before the @ longer than 64', () => {
    expect(messageOf(emailField().safeParse(`${local(64)}@${'b'.repeat(190)}.example`))).toBe(
      'At most 254 characters',
    );
    expect(messageOf(emailField().safeParse(`${local(65)}@nordic.example`))).toBe(
      'Enter a valid email address',
    );
  });
  it('keeps the longest addresses mail allows: 64 characters before the @, 254 in all', () => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(53)}.example`;
    expect(`${local(64)}@${domain}`).toHaveLength(254);
    expect(emailField().safeParse(`${local(64)}@${domain}`).success).toBe(true);
  });
});

// Walked as Nordic's representative (2026-11-29): an account name of 400 characters read "Required" under
// the field it filled, and the API answered "body.name: Required".
describe('a required text that is too long says so, not "Required"', () => {
  it('the account, profile and API token names name their length', () => {
    expect(
      messageOf(accountCreateSchema.safeParse({ name: 'N'.repeat(201), type: 'generalHoldingAccount' })),
    ).toBe('At most 200 characters');
    expect(messageOf(accountEditSchema.safeParse({ name: 'N'.repeat(201) }))).toBe('At most 200 characters');
    expect(messageOf(userUpdateSchema.safeParse({ phone: '4'.repeat(51) }))).toBe('At most 50 characters');
    expect(messageOf(apiTokenCreateSchema.safeParse({ name: 'T'.repeat(101) }))).toBe(
      'At most 100 characters',
    );
  });

  it('"Required" is kept for a value not sent or not text, and for blank text', () => {
    expect(messageOf(requiredText().safeParse(undefined))).toBe('Required');
    expect(messageOf(requiredText().safeParse(12))).toBe('Required');
    expect(messageOf(requiredText().safeParse('   '))).toBe('Required');
    expect(messageOf(requiredText().max(5).safeParse('too long'))).not.toBe('Required');
  });
});

describe('a single line holds at most 500 characters unless its field says less (decision 085)', () => {
  it('a line with no limit of its own takes 500 characters and refuses 501, required or not', () => {
    expect(LINE_MAX).toBe(500);
    expect(requiredText().safeParse('b'.repeat(500)).success).toBe(true);
    expect(messageOf(requiredText().safeParse('b'.repeat(501)))).toBe('At most 500 characters');
    expect(optionalText().safeParse('').success).toBe(true);
    expect(messageOf(optionalText().safeParse('b'.repeat(501)))).toBe('At most 500 characters');
  });

  it('a field with a lower limit names its own, however long the value', () => {
    expect(messageOf(requiredLine(200).safeParse('b'.repeat(600)))).toBe('At most 200 characters');
    expect(messageOf(accountEditSchema.safeParse({ name: 'N'.repeat(5000) }))).toBe('At most 200 characters');
  });
});
