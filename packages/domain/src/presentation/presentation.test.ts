import { describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS, authErrorMessage } from './auth-error-message';
import { AVATAR_PALETTE, avatarColor, avatarInitials } from './avatar';
import { formatNumber } from './format-number';
import { badgeCount, pendingTotal } from './badge';

describe('login error notice chosen by authError', () => {
  it.each([
    [AUTH_ERRORS.inactivity, 'Logged out due to inactivity'],
    [AUTH_ERRORS.notRegistered, 'User is not registered in the system'],
    [AUTH_ERRORS.unknown, 'Unknown authentication error. Please try again'],
    ['somethingElse', 'Unknown authentication error.'],
    [null, 'Unknown authentication error.'],
  ])('authError=%s', (code, expected) => {
    expect(authErrorMessage(code)).toBe(expected);
  });
});

describe('avatar: initials are the first letters of the first two words', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Ada  Byron Lovelace', 'AB'],
    ['ada', 'A'],
    ['', ''],
  ])('%s -> %s', (name, expected) => {
    expect(avatarInitials(name)).toBe(expected);
  });
  it('colour is chosen by the sum of the name character codes', () => {
    // 'AB' = 65 + 66 = 131; 'BA' has the same sum and so the same colour.
    expect(avatarColor('AB')).toBe(AVATAR_PALETTE[131 % AVATAR_PALETTE.length]);
    expect(avatarColor('BA')).toBe(avatarColor('AB'));
  });
});

describe('formatNumber: numbers are formatted in en-US', () => {
  it.each([
    ['groups thousands', '1234567.891', 3, '1,234,567.891'],
    ['rounds half away from zero', '2.0005', 3, '2.001'],
    ['drops trailing zeros', '10.500', 3, '10.5'],
    [
      'keeps every digit of large decimal strings',
      '123456789012345678.123',
      3,
      '123,456,789,012,345,678.123',
    ],
    ['accepts numbers', 1500, 0, '1,500'],
    ['negative values', '-1234.5', 1, '-1,234.5'],
    ['rounds to whole numbers', '999.5', 0, '1,000'],
    [
      'rounds a string at its exact value, beyond a float',
      '9007199254740993.0005',
      3,
      '9,007,199,254,740,993.001',
    ],
    ['never shows -0', '-0.0004', 3, '0'],
    ['rounds negative halves away from zero', '-2.0005', 3, '-2.001'],
  ] as const)('%s', (_rule, value, maximumFractionDigits, expected) => {
    expect(formatNumber(value, { maximumFractionDigits })).toBe(expected);
  });
  it('matches Intl en-US for ordinary values', () => {
    for (const value of [0, 1, 12.3456, 1000000.5, -42.1234]) {
      expect(formatNumber(value, { maximumFractionDigits: 2 })).toBe(
        new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value),
      );
    }
  });
  it('shows text that is no number as it came', () => {
    expect(formatNumber('n/a')).toBe('n/a');
  });
  it('pads to minimumFractionDigits', () => {
    expect(formatNumber('3', { maximumFractionDigits: 3, minimumFractionDigits: 3 })).toBe('3.000');
  });
  // Plain decimals are formatted by their digits, without Intl (decision 138): both must always agree.
  it('agrees with Intl en-US on 20,000 random decimal strings, numbers and odd texts', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
    const odd = ['9.9995', '999999.9995', '-0.0005', '-0', '0012.5', ' 12.5 ', '1e3', '.5', '5.', 'Infinity'];
    // One reference formatter per pair of options: making one per value took 7.5 s on a busy CI machine.
    const references = new Map<string, Intl.NumberFormat>();
    const reference = (maximumFractionDigits: number, minimumFractionDigits: number) => {
      const key = `${maximumFractionDigits}/${minimumFractionDigits}`;
      const made =
        references.get(key) ??
        new Intl.NumberFormat('en-US', {
          maximumFractionDigits,
          minimumFractionDigits,
          signDisplay: 'negative',
        });
      references.set(key, made);
      return made;
    };
    const disagreements: string[] = [];
    for (let run = 0; run < 20_000; run += 1) {
      const kind = random();
      const value =
        kind < 0.5
          ? `${random() < 0.3 ? '-' : ''}${digits(1 + Math.floor(random() * 20))}${random() < 0.7 ? `.${digits(1 + Math.floor(random() * 8))}` : ''}`
          : kind < 0.9
            ? (random() - 0.5) * 10 ** Math.floor(random() * 12)
            : odd[Math.floor(random() * odd.length)]!;
      const maximumFractionDigits = Math.floor(random() * 5);
      const minimumFractionDigits = Math.min(Math.floor(random() * 5), maximumFractionDigits);
      const intl = reference(maximumFractionDigits, minimumFractionDigits).format(
        (typeof value === 'string' ? value.trim() : value) as `${number}` | number,
      );
      const ours = formatNumber(value, { maximumFractionDigits, minimumFractionDigits });
      if (ours !== intl)
        disagreements.push(
          `${value} (${maximumFractionDigits}/${minimumFractionDigits}): ${ours} != ${intl}`,
        );
    }
    expect(disagreements).toEqual([]);
  });
  it('makes no Intl.NumberFormat for a plain decimal (the first costs a page 17-21 ms)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatNumber('12345.6789', { maximumFractionDigits: 2 })).toBe('12,345.68');
      expect(formatNumber(1500)).toBe('1,500');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('notification badge', () => {
  it.each([
    [0, 0],
    [99, 99],
    [100, 99],
    [250, 99],
  ])('shows 99 when the count is 100 or more: %i -> %i', (count, expected) => {
    expect(badgeCount(count)).toBe(expected);
  });
  it('totals the pending counts', () => {
    expect(
      pendingTotal({ pendingApprovalCount: 1, pendingAcceptanceCount: 2, pendingSignatureCount: 3 }),
    ).toBe(6);
  });
});
