import { describe, expect, it } from 'vitest';
import { SAVINGS_AND_CREDIT_FIELDS } from '../../calculations/greenhouse-gas-fields';
import { greenhouseGasSchema } from './greenhouse-gas';

// Forms spec §5: savings and credits are subtracted from the emissions, so each is at least 0.
const withDelivery = { totalLCAValueincludeEmissionsFromDeliveryToAirport: true };

const messagesFor = (field: string, value: string) => {
  const result = greenhouseGasSchema.safeParse({ ...withDelivery, [field]: value });
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
};

describe('greenhouse gas: savings and credits fields at least 0 (forms spec §5)', () => {
  it.each(SAVINGS_AND_CREDIT_FIELDS.map((field) => [field]))('%s: 0 is accepted, -0.001 refused', (field) => {
    expect(messagesFor(field, '0')).toEqual([]);
    expect(messagesFor(field, '12.5')).toEqual([]);
    expect(messagesFor(field, '-0.001')).toEqual(['Must be at least 0']);
  });

  it('a value that is not a saving or a credit may be negative (an emission term is not bounded so)', () => {
    expect(messagesFor('totalLCAValueCorsiaDefault', '-1')).toEqual([]);
  });
});
