import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('export download: the file name comes from Content-Disposition', () => {
  it('reads the quoted name the API sends', () => {
    expect(fileNameFromContentDisposition('attachment; filename="safc-retirements.csv"', 'x.csv')).toBe(
      'safc-retirements.csv',
    );
  });

  it('prefers the UTF-8 filename* and accepts an unquoted name', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="a.csv"; filename*=UTF-8''claims%202026.csv`,
        'x.csv',
      ),
    ).toBe('claims 2026.csv');
    expect(fileNameFromContentDisposition('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
  });

  it('drops folders from the name and falls back when there is none', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/claims.csv"', 'x.csv')).toBe(
      'claims.csv',
    );
    expect(fileNameFromContentDisposition('attachment', 'x.csv')).toBe('x.csv');
    expect(fileNameFromContentDisposition(null, 'x.csv')).toBe('x.csv');
  });
});
