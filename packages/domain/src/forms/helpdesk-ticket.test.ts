import { describe, expect, it } from 'vitest';
import {
  HELPDESK_DESCRIPTION_MESSAGE,
  helpdeskFailureMessage,
  helpdeskTicketSchema,
} from './helpdesk-ticket';

const valid = { type: 'technicalIssue', description: 'The page is blank' };

describe('helpdesk ticket (forms spec §5)', () => {
  it.each([
    ['description at least 10 characters: 10', { description: '1234567890' }, true],
    ['description at least 10 characters: 9', { description: '123456789' }, false],
    ['type is one of technicalIssue, otherIssues, suggestion', { type: 'suggestion' }, true],
    ['type refuses other values', { type: 'complaint' }, false],
    [
      'screenshots within the generic limits',
      { screenshots: [{ name: 's.png', size: 3 * 1024 * 1024, type: 'image/png' }] },
      true,
    ],
    [
      'screenshots: 3 MB per file',
      { screenshots: [{ name: 's.png', size: 3 * 1024 * 1024 + 1, type: 'image/png' }] },
      false,
    ],
    [
      'screenshots are images',
      { screenshots: [{ name: 's.pdf', size: 10, type: 'application/pdf' }] },
      false,
    ],
    ['multipart sends the checkbox as text', { screenshot: 'false' }, true],
  ])('%s', (_rule, change, expected) => {
    expect(helpdeskTicketSchema.safeParse({ ...valid, ...change }).success).toBe(expected);
  });
  it('a short description gives the spec sentence', () => {
    expect(helpdeskTicketSchema.safeParse({ ...valid, description: 'short' }).error?.issues[0]?.message).toBe(
      HELPDESK_DESCRIPTION_MESSAGE,
    );
  });
  it('no type reads Required; a type not in the list names the list (only an API client can send one)', () => {
    const messageFor = (type: unknown) =>
      helpdeskTicketSchema.safeParse({ ...valid, type }).error?.issues[0]?.message;
    expect(messageFor(undefined)).toBe('Required');
    expect(messageFor('')).toBe('Required');
    expect(messageFor('Bug')).toBe('Must be one of: technicalIssue, otherIssues, suggestion');
  });
  it('screenshot is a boolean, default true', () => {
    expect(helpdeskTicketSchema.parse(valid).screenshot).toBe(true);
  });
  it('helpdesk failure: the sentence plus the error message if present', () => {
    expect(helpdeskFailureMessage()).toBe('We have some problems with reporting your problem');
    expect(helpdeskFailureMessage('timeout')).toBe(
      'We have some problems with reporting your problem: timeout',
    );
  });
});
