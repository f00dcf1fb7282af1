import { describe, expect, it } from 'vitest';
import { ID, OTHER_ID } from './form-fixtures';
import { issueMetaFormSchema, splitFormSchema, transferFormSchema } from './unit-operation-forms';

const base = { blockId: ID, volume: '10', accountId: OTHER_ID };

describe.each([
  ['split', splitFormSchema, base],
  ['issue-meta', issueMetaFormSchema, base],
  ['transfer', transferFormSchema, { ...base, recipientId: ID }],
] as const)('%s form (forms spec §5)', (_form, schema, valid) => {
  it.each([
    ['volume at least 0.001: 0.001 is accepted', { volume: '0.001' }, true],
    ['volume at least 0.001: 0.0009 is refused', { volume: '0.0009' }, false],
    ['at most 3 decimal places: 3 are accepted', { volume: '1.234' }, true],
    ['at most 3 decimal places: 4 are refused', { volume: '1.2345' }, false],
    ['blockId required', { blockId: undefined }, false],
    ['accountId required', { accountId: '' }, false],
    ['volume required', { volume: undefined }, false],
  ] as const)('%s', (_rule, change, expected) => {
    expect(schema.safeParse({ ...valid, ...change }).success).toBe(expected);
  });
  it('outputs the volume as a canonical decimal string', () => {
    expect(schema.parse(valid).volume).toBe('10.000');
  });
});

describe('transfer form', () => {
  it('recipientId also required for transfer', () => {
    const result = transferFormSchema.safeParse(base);
    expect(result.error?.issues[0]).toMatchObject({ path: ['recipientId'], message: 'Required' });
  });
});
