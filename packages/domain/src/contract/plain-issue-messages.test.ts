import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainIssueMessage } from './plain-issue-messages';

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe("plainIssueMessage: the forms' words where a schema names no message", () => {
  beforeAll(() => {
    z.config({ customError: plainIssueMessage });
  });
  afterAll(() => {
    z.config({ customError: undefined });
  });

  it('says what a value must be', () => {
    expect(messageOf(z.coerce.number().int(), 'abc')).toBe('Must be a number');
    expect(messageOf(z.int(), 1.5)).toBe('Must be a whole number');
    expect(messageOf(z.string(), undefined)).toBe('Required');
    expect(messageOf(z.boolean(), 'yes')).toBe('Must be true or false');
  });

  it('says the bounds, counting characters and items', () => {
    expect(messageOf(z.number().max(200), 201)).toBe('Must be at most 200');
    expect(messageOf(z.number().min(1), 0)).toBe('Must be at least 1');
    expect(messageOf(z.number().positive(), 0)).toBe('Must be more than 0');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('At most 3 characters');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('At least 1 item');
  });

  it('names the format and the choices', () => {
    expect(messageOf(z.uuid(), 'abc')).toBe('Must be an id (a UUID)');
    expect(messageOf(z.iso.date(), '2026-13-45')).toBe('Must be a date (YYYY-MM-DD)');
    expect(messageOf(z.enum(['csv', 'xlsx']), 'exe')).toBe('Must be one of: csv, xlsx');
    const move = z.discriminatedUnion('status', [
      z.object({ status: z.literal('paid') }),
      z.object({ status: z.literal('void') }),
    ]);
    expect(messageOf(move, {})).toBe('Required');
    expect(messageOf(move, { status: 'lost' })).toBe('Must be one of: paid, void');
    expect(messageOf(z.record(z.string(), z.string()), [])).toBe('Must be an object');
    expect(messageOf(z.iso.datetime({ offset: true }).or(z.iso.date()), 'yesterday')).toBe(
      'Must be a date and time (ISO 8601, such as 2026-11-29T10:00:00Z) or a date (YYYY-MM-DD)',
    );
  });

  it("never replaces a schema's own message", () => {
    expect(messageOf(z.number({ error: 'Enter the volume' }), 'x')).toBe('Enter the volume');
    expect(messageOf(z.string().min(10, 'Ten at least'), 'short')).toBe('Ten at least');
  });
});
