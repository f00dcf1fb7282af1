import { describe, expect, it } from 'vitest';
import { normaliseBatchIdentifier } from '../../issuance/batch-fingerprint';
import { batchSchema } from './batch';
import {
  BATCH_IDENTIFIER_NOT_LATIN,
  BATCH_IDENTIFIER_UNREADABLE,
  batchIdentifierField,
  isLatinBatchIdentifier,
} from './batch-identifier';

// Decision 140: a certificate or batch number holds only what the fingerprint reads, so that a look-alike
// letter it would drop cannot make a batch already issued look new.

const messagesFor = (value: string) => {
  const parsed = batchIdentifierField().safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a batch number in Latin letters, digits and separators (decision 140)', () => {
  it.each([
    ['Cyrillic О (U+041E)', 'P\u041ES-2026-001', 'POS-2026-001'],
    ['Cyrillic а, е, о, р, с lower case', '\u0430\u0435\u043e\u0440\u0441-1', 'aeopc-1'],
    ['Cyrillic В, Н, Т, Х', 'B-\u0412\u041d\u0422\u0425-1', 'B-BHTX-1'],
    ['Greek Ο (U+039F)', 'P\u039FS-2026-001', 'POS-2026-001'],
    ['Greek Α, Β, Ε, Κ', '\u0391\u0392\u0395\u039a-7', 'ABEK-7'],
  ])('refuses a look-alike the fingerprint would drop: %s', (_, value, latinTwin) => {
    // The defect: the look-alike vanished from the fingerprint instead of matching its Latin twin.
    expect(normaliseBatchIdentifier(value)).not.toBe(normaliseBatchIdentifier(latinTwin));
    expect(messagesFor(value)).toEqual([BATCH_IDENTIFIER_NOT_LATIN]);
    expect(messagesFor(latinTwin)).toEqual([]);
  });

  it('the Cyrillic "PОS-2026-001" would have been the batch PS2026001: it is refused', () => {
    expect(normaliseBatchIdentifier('P\u041ES-2026-001')).toBe('PS2026001');
    expect(isLatinBatchIdentifier('P\u041ES-2026-001')).toBe(false);
    expect(isLatinBatchIdentifier('POS-2026-001')).toBe(true);
  });

  it.each([
    ['Ø', 'B\u00d8-2026'],
    ['É', 'CAF\u00c9-1'],
    ['é written as e and a combining accent', 'CAFE\u0301-1'],
    ['ß', 'STRA\u00dfE-1'],
    ['Turkish dotless ı', 'L\u0131NE-1'],
  ])('refuses an accented or other letter: %s', (_, value) => {
    expect(messagesFor(value)).toEqual([BATCH_IDENTIFIER_NOT_LATIN]);
  });

  it.each([
    ['full-width letters and digits', '\uff30\uff2f\uff33\uff12\uff10\uff12\uff16'],
    [
      'full-width separators and ideographic space',
      '\uff30\uff2f\uff33\u3000\uff12\uff10\uff12\uff16\uff0d\uff10\uff10\uff11',
    ],
    ['the Kelvin sign, NFKC "K"', '\u212a-1'],
  ])('takes what NFKC folds to Latin, the same batch as its plain form: %s', (_, value) => {
    expect(messagesFor(value)).toEqual([]);
    expect(normaliseBatchIdentifier(value)).toBe(normaliseBatchIdentifier(value.normalize('NFKC')));
  });

  it.each(['POS-2026-001', 'pos/2026/001', 'POS 2026 001', 'B.2026_0042', 'eu-iscc-cert-de105-82421'])(
    'takes letters, digits, spaces and - / . _: %s',
    (value) => {
      expect(messagesFor(value)).toEqual([]);
    },
  );

  it.each(['B-2026–0042', 'B#2026', 'B:2026', 'B,2026', 'B+1', 'B(1)'])(
    'refuses any other punctuation, which the fingerprint would drop unseen: %s',
    (value) => {
      expect(messagesFor(value)).toEqual([BATCH_IDENTIFIER_NOT_LATIN]);
    },
  );

  it('a number of separators only is still told it names nothing', () => {
    expect(messagesFor('--/--')).toEqual([BATCH_IDENTIFIER_UNREADABLE]);
  });

  it('the issue form names the batch number field', () => {
    const parsed = batchSchema({ today: new Date() }).safeParse({ batchNumber: 'P\u041ES-2026-001' });
    const issue = parsed.error?.issues.find((one) => one.path.join('.') === 'batchNumber');
    expect(issue?.message).toBe(BATCH_IDENTIFIER_NOT_LATIN);
  });
});
