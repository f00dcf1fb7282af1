import { describe, expect, it } from 'vitest';
import { compareDecimals } from '../decimal/decimal';
import {
  AMOUNT_UNITS,
  amountOfTonnes,
  amountUnitUsable,
  blockDensity,
  densityIsDefault,
  leastAmountIn,
  tonnesOfAmount,
} from './amount-units';

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

  it('a block with its own density converts litres and gallons at it, not at the default', () => {
    // 1,000 US gal = 3.785411784 m3; at 0.78 t/m3 = 2.95262119152 t, rounded down.
    expect(tonnesOfAmount('1000', 'gallons', { ...block, density: '0.780000' })).toBe('2.952');
    expect(tonnesOfAmount('1000', 'liters', { ...block, density: '0.812345' })).toBe('0.812');
    // A missing or unusable density falls back to the forms spec's 0.8.
    expect(tonnesOfAmount('1250', 'liters', { ...block, density: '0' })).toBe('1.000');
  });

  it("a block's density: its issuance's mass over its neat volume, to 6 decimals, else 0.8", () => {
    // The demo seed: 500 t in 641,026 L.
    expect(blockDensity(500, 641026, 'liters')).toBe('0.780000');
    // 1 t in 1,000 US gal = 1 / 3.785411784 m3.
    expect(blockDensity('1', '1000', 'gallons')).toBe('0.264172');
    expect(blockDensity(500, undefined, undefined)).toBe('0.8');
    expect(blockDensity(500, '0', 'liters')).toBe('0.8');
    expect(blockDensity(undefined, '1000', 'liters')).toBe('0.8');
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
    for (const density of [undefined, '0.780000', '0.264172', '0.812345']) {
      for (const free of ['0.001', '1.000', '3.029', '249.999', '250.000', '816.2', '99999.999']) {
        for (const unit of AMOUNT_UNITS) {
          const own = { ...block, density };
          const most = amountOfTonnes(free, unit, own);
          expect(
            compareDecimals(tonnesOfAmount(most, unit, own)!, free),
            `${free} t in ${unit} at ${density ?? 'the default'}`,
          ).toBeLessThanOrEqual(0);
        }
      }
    }
  });

  it('text that is not a decimal converts to nothing', () => {
    expect(tonnesOfAmount('12,5', 'gallons', block)).toBeUndefined();
    expect(tonnesOfAmount('', 'tonnes', block)).toBeUndefined();
  });

  it('the least amount in a unit is 0.001 t in that unit, rounded up, so it moves at least 0.001 t (issue 45 item 7)', () => {
    expect(leastAmountIn('liters', block)).toBe('1.250');
    const own = { ...block, density: '0.780000' };
    // 0.001 t at 0.78 t/m3 is 1.2820... L: 1.282 L would move 0.000999 t, so the least is 1.283 L.
    expect(leastAmountIn('liters', own)).toBe('1.283');
    expect(tonnesOfAmount(leastAmountIn('liters', own), 'liters', own)).toBe('0.001');
    expect(tonnesOfAmount('1.282', 'liters', own)).toBe('0.000');
    for (const unit of AMOUNT_UNITS)
      expect(compareDecimals(tonnesOfAmount(leastAmountIn(unit, own), unit, own)!, '0.001')).toBe(0);
    expect(densityIsDefault(block)).toBe(true);
    expect(densityIsDefault(own)).toBe(false);
  });
});
