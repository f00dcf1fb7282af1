import { describe, expect, it } from 'vitest';
import { compareDecimals } from '../decimal/decimal';
import { AMOUNT_UNITS, amountOfTonnes, amountUnitUsable, tonnesOfAmount } from './amount-units';

const block = { volume: '250.000', co2Abated: '816.200' };

describe('amounts in the units people think in (issue 12, docs/decisions/049)', () => {
  it('tonnes stay tonnes, to three decimals', () => {
    expect(tonnesOfAmount('12.5', 'tonnes', block)).toBe('12.500');
  });

  it('US gallons and litres use the default density of 0.8 t/m3 (forms spec §5), exactly', () => {
    // 1,000 US gal = 3,785.411784 L = 3.785411784 m3; times 0.8 t/m3 = 3.0283294272 t, rounded down.
    expect(tonnesOfAmount('1000', 'gallons', block)).toBe('3.028');
    expect(tonnesOfAmount('1250', 'liters', block)).toBe('1.000');
  });

  it("tonnes of CO2e use the block's own CO2e abated per tonne", () => {
    // 816.2 t CO2e over 250 t: 3.2648 t CO2e a tonne; 32.648 t CO2e is 10 t.
    expect(tonnesOfAmount('32.648', 'tonnesCo2e', block)).toBe('10.000');
    expect(amountUnitUsable('tonnesCo2e', { volume: '1.000', co2Abated: '0.000' })).toBe(false);
  });

  it('rounds down, so an amount never moves more than it stands for', () => {
    // 0.33 US gal is 0.00099... t: nothing, which the volume field then refuses as below 0.001 t.
    expect(tonnesOfAmount('0.33', 'gallons', block)).toBe('0.000');
    expect(tonnesOfAmount('1.999', 'liters', block)).toBe('0.001');
  });

  it('the most one may type for the free volume never converts to more than the free volume', () => {
    for (const free of ['0.001', '1.000', '3.029', '249.999', '250.000', '816.2', '99999.999']) {
      for (const unit of AMOUNT_UNITS) {
        const most = amountOfTonnes(free, unit, block);
        expect(
          compareDecimals(tonnesOfAmount(most, unit, block)!, free),
          `${free} t in ${unit}`,
        ).toBeLessThanOrEqual(0);
      }
    }
  });

  it('text that is not a decimal converts to nothing', () => {
    expect(tonnesOfAmount('12,5', 'gallons', block)).toBeUndefined();
    expect(tonnesOfAmount('', 'tonnes', block)).toBeUndefined();
  });
});
