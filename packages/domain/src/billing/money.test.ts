import { describe, expect, it } from 'vitest';
import {
  centsField,
  centsFromDollars,
  centsToDecimalText,
  dollarsProblem,
  formatMoney,
  lineAmountCents,
  sumCents,
} from './money';

describe('money is integer cents; a per-tonne amount is rounded once per line, half-up to the cent', () => {
  it.each([
    ['12.345 t at 3.00 USD: 3703.5 cents rounds up', '12.345', 300, 3704],
    ['0.001 t at 3.00 USD: 0.3 cents rounds down', '0.001', 300, 0],
    ['0.002 t at 2.50 USD: 0.5 cents rounds up', '0.002', 250, 1],
    ['1000.000 t at 3.00 USD', '1000.000', 300, 300000],
    ['a whole account fee', '1', 300000, 300000],
    ['a large issuance stays exact', '123456789.123', 300, 37037036737],
  ])('%s', (_rule, quantity, unitCents, expected) => {
    expect(lineAmountCents(quantity, unitCents)).toBe(expected);
  });

  it('rounds the line, not each tonne: 3 × 0.0015 t would be 0, the line of 0.0045 t is 1 cent', () => {
    expect(lineAmountCents('0.0045', 300)).toBe(1);
    expect([1, 2, 3].map(() => lineAmountCents('0.0015', 300)).reduce((a, b) => a + b)).toBe(0);
  });

  it('refuses a unit price that is not whole cents, and a negative quantity', () => {
    expect(() => lineAmountCents('1', 2.5)).toThrow(RangeError);
    expect(() => lineAmountCents('1', -1)).toThrow(RangeError);
    expect(() => lineAmountCents('-1', 300)).toThrow(RangeError);
  });

  it('adds only whole cents', () => {
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
  });

  it('fees are whole cents, 0 or more', () => {
    expect(centsField().safeParse(300).success).toBe(true);
    expect(centsField().safeParse(0).success).toBe(true);
    expect(centsField().safeParse(2.5).error?.issues[0]?.message).toBe('Must be a whole number of cents');
    expect(centsField().safeParse(-1).error?.issues[0]?.message).toBe('Must be 0 or more');
  });
});

describe('amounts on screen and in files', () => {
  it.each([
    [0, '$0.00', '0.00'],
    [5, '$0.05', '0.05'],
    [300, '$3.00', '3.00'],
    [123456789, '$1,234,567.89', '1234567.89'],
    [-1050, '-$10.50', '-10.50'],
  ])('%i cents', (cents, money, decimal) => {
    expect(formatMoney(cents)).toBe(money);
    expect(centsToDecimalText(cents)).toBe(decimal);
  });

  it('reads dollars typed by a person exactly', () => {
    expect(centsFromDollars('3,000')).toBe(300000);
    expect(centsFromDollars('2.5')).toBe(250);
    expect(centsFromDollars('0.07')).toBe(7);
    expect(centsFromDollars('1.005')).toBeNull();
    expect(centsFromDollars('abc')).toBeNull();
  });

  it('says what is wrong with a typed amount', () => {
    expect(dollarsProblem('')).toBe('Required');
    expect(dollarsProblem('-3')).toBe('Must be 0 or more');
    expect(dollarsProblem('1.005')).toBe('At most 2 decimals (cents)');
    expect(dollarsProblem('three')).toBe('Enter an amount such as 3000 or 2.50');
    expect(dollarsProblem('3000.50')).toBeNull();
  });
});
