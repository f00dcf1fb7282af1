import { describe, expect, it } from 'vitest';
import { tickName } from './figures';

describe('tickName', () => {
  it('drops a closing parenthesis, so a long name is not cut mid-word by the label column', () => {
    expect(tickName('HEFA (Hydroprocessed Esters and Fatty Acids)')).toBe('HEFA');
    expect(tickName('Used cooking oil (UCO)')).toBe('Used cooking oil');
  });

  it('keeps a name without one, or one that is all parenthesis, as it is', () => {
    expect(tickName('Tallow')).toBe('Tallow');
    expect(tickName('Oct 2026')).toBe('Oct 2026');
    expect(tickName('(unknown)')).toBe('(unknown)');
    expect(tickName('Co-processing (refinery) at 5 %')).toBe('Co-processing (refinery) at 5 %');
    expect(tickName('Blend (a) b)')).toBe('Blend (a) b)');
  });

  it('reads a hostile name in one pass', () => {
    const spaces = `${' '.repeat(100_000)}(x)`;
    const started = performance.now();
    expect(tickName(spaces)).toBe(spaces);
    // Well under a millisecond in one pass; the quadratic pattern it replaced took 15 s. A second's bound tells
    // them apart without failing on a pause of a busy machine.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
