import { describe, expect, it } from 'vitest';
import { batchFingerprint, batchFingerprintText, normaliseBatchIdentifier } from './batch-fingerprint';

describe('batch fingerprint (issue 40, docs/batch-fingerprint.md)', () => {
  it('normalises a number by NFKC, upper case and A-Z 0-9 only', () => {
    expect(normaliseBatchIdentifier('pos-2026/001')).toBe('POS2026001');
    expect(normaliseBatchIdentifier('ＰＯＳ　２０２６－００１')).toBe('POS2026001');
    expect(normaliseBatchIdentifier(' eu-iscc-cert-de105-82421 ')).toBe('EUISCCCERTDE10582421');
  });

  it('hashes the versioned text, so any registry computes the same value', async () => {
    const batch = {
      scheme: 'isccCorsia' as const,
      certificateNumber: 'EU-ISCC-Cert-DE105-82421',
      batchNumber: 'B-2026-0042',
    };
    expect(batchFingerprintText(batch)).toBe('safc-batch/v1\nisccCorsia\nEUISCCCERTDE10582421\nB20260042\n');
    // The worked example in docs/batch-fingerprint.md.
    expect(await batchFingerprint(batch)).toBe(
      'bb695dc701c692d43e94cddcb3d40b4181d9786ff0603567a75d4b5acf487329',
    );
  });

  it('tells batches apart by scheme as well as numbers', async () => {
    const numbers = { certificateNumber: 'C-1', batchNumber: 'B-1' };
    expect(await batchFingerprint({ scheme: 'isccEu', ...numbers })).not.toBe(
      await batchFingerprint({ scheme: 'rsbEuRed', ...numbers }),
    );
  });
});
