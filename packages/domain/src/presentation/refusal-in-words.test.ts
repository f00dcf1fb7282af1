import { describe, expect, it } from 'vitest';
import refusals from './api-refusals.fixture.json';
import { ADDRESS_REFUSED, fieldInWords, messageForPeople, refusalInWords } from './refusal-in-words';
import type { ApiErrorBody } from './choose-error-message';

const httpError = (body: ApiErrorBody) => ({ name: 'HttpError', status: body.statusCode, body, message: '' });

/** What a person must never read (issue 45): a field path, a status code in brackets, a word of the schema. */
const DEVELOPER_WORDS: [name: string, pattern: RegExp][] = [
  ['a field path', /\b(body|params|querystring|headers|request)\.[A-Za-z]/],
  ['a status code in brackets', /\[\d{3}\]/],
  ['the parser', /Invalid input|expected \w+, received|invalid_type|ZodError|instancePath/i],
  ['a schema word', /\bUUID\b|\bregex\b|\bundefined\b|\bNaN\b/i],
];

describe('refusals in words (issue 45, docs/decisions/124)', () => {
  it('names a field by its label, an item of a list by its number', () => {
    expect(fieldInWords('body.blending.isBlended')).toBe('Blended');
    expect(fieldInWords('body.batch.batchNumber')).toBe('Batch number');
    expect(fieldInWords('body.certification.lowRiskAuditBodyEmail')).toBe('Low risk audit body email');
    expect(fieldInWords('body.greenhouseGas.savingsFromExcess')).toBe(
      'Savings from excess electricity (eee)',
    );
    expect(fieldInWords('body.companyUploads.1')).toBe('Supporting documents, item 2');
    expect(fieldInWords('querystring.pageSize')).toBe('Page size');
    expect(fieldInWords('params.id')).toBe('Address');
  });

  it('a refused id in the address is one plain sentence', () => {
    const body = {
      statusCode: 400,
      message: 'params.id: Must be an id (a UUID)',
      errorId: 'e',
      details: { 'params.id': 'Must be an id (a UUID)' },
    };
    expect(refusalInWords(body)).toEqual({ statusCode: 400, message: ADDRESS_REFUSED, errorId: 'e' });
    expect(messageForPeople(httpError(body))).toBe(ADDRESS_REFUSED);
  });

  it('keeps the registry context in brackets, as the spec shows it, and says a field once', () => {
    expect(
      messageForPeople(
        httpError({ statusCode: 409, message: 'Conflict msg', errorId: 'e', details: { field: 'bad' } }),
      ),
    ).toBe('Conflict msg [field: bad]');
    expect(
      messageForPeople(
        httpError({
          statusCode: 400,
          message: 'body.product.quantityMT: Required',
          errorId: 'e',
          details: { 'body.product.quantityMT': 'Required' },
        }),
      ),
    ).toBe('Quantity (t): Required');
  });

  it("a message naming its field bare reads with the field's label, once", () => {
    const body = {
      statusCode: 422,
      message: 'paidOn: The date cannot be in the future',
      errorId: 'e',
      details: { 'body.paidOn': 'The date cannot be in the future' },
    };
    expect(messageForPeople(httpError(body))).toBe('Paid on: The date cannot be in the future');
  });

  it('an answer without the API error id gives its status in words, never "[500]"', () => {
    const proxy = { statusCode: 500, message: 'Internal Server Error' };
    expect(messageForPeople(httpError(proxy))).toMatch(/^The registry could not complete this just now/);
    expect(messageForPeople(httpError({ statusCode: 404, message: 'Account not found' }))).toBe(
      'Account not found',
    );
  });

  it('feeds every refusal the API tests recorded through it: none reads as a developer message', () => {
    expect(refusals.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const { route, body } of refusals as { route: string; body: ApiErrorBody }[]) {
      const text = messageForPeople(httpError(body));
      for (const [name, pattern] of DEVELOPER_WORDS)
        if (pattern.test(text)) failures.push(`${route} ${body.statusCode}: ${name} in "${text}"`);
      if (text.trim() === '') failures.push(`${route} ${body.statusCode}: nothing to read`);
    }
    expect(failures).toEqual([]);
  });
});
