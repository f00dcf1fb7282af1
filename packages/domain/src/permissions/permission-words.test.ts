import { describe, expect, it } from 'vitest';
import { refusalOf } from './permission-words';
import { PERMISSION_ACTIONS, PERMISSION_THINGS } from './permission-vocabulary';

describe('refusalOf: a refusal in words, not in the vocabulary of the rules', () => {
  it('says the action and the thing as a person would', () => {
    expect(refusalOf('View', 'CompanyUsers')).toBe("You are not allowed to see this company's users");
    expect(refusalOf('Invite', 'CompanyRepresentative')).toBe(
      'You are not allowed to invite a company representative',
    );
  });

  it('names the target when the caller may know it', () => {
    expect(refusalOf('Transfer', 'Unit', 'units of the account Trading')).toBe(
      'You are not allowed to transfer units of the account Trading',
    );
  });

  it('has words, in lower case and without the names of the rules, for every action on every thing', () => {
    for (const action of PERMISSION_ACTIONS) {
      for (const thing of PERMISSION_THINGS) {
        const words = refusalOf(action, thing).slice('You are not allowed to '.length);
        expect(words).toMatch(/^[a-z' ]+$/);
        expect(words).not.toContain('undefined');
      }
    }
  });
});
